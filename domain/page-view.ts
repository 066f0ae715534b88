/**
 * What a counted page view is reduced to (issue 44 §2): the device class read from the user
 * agent, which is then dropped.
 */

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Tablets first: an iPad or an Android tablet says neither "Mobi" nor "Mobile". */
const TABLET = /iPad|Tablet|Kindle|Silk|PlayBook|Android(?!.*Mobile)/i;
const PHONE = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|Opera Mini/i;

export function deviceClass(userAgent: string | undefined): DeviceClass {
  if (!userAgent) return "desktop";
  if (TABLET.test(userAgent)) return "tablet";
  if (PHONE.test(userAgent)) return "phone";
  return "desktop";
}
