/**
 * "Add to calendar": one open house as an iCalendar file (RFC 5545). The times are written
 * in Boston's zone (TZID=America/New_York) with the zone's definition alongside, so a
 * calendar shows 1:00 PM for a 1:00 PM open house wherever its owner is, and a calendar
 * that reads no zone names still has the rules. A few lines instead of a dependency: the
 * `ics` package writes UTC or floating times only, not a zone with its VTIMEZONE.
 */

import { TEAM_TIME_ZONE } from "#domain/dates.ts";
import { multiLineText } from "#domain/forms/control-characters.ts";
import { bostonWallClock } from "#domain/open-house.ts";

/** The US rules since 2007: daylight time from the second Sunday of March to the first of November. */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TEAM_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11); a bare CR
 * or another control character stored before the form dropped them would break the line.
 */
const escapeText = (value: string) =>
  multiLineText(value)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets are folded: CRLF and a space (RFC 5545 3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, "utf8") > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** 20261205T130000: an instant as Boston's wall clock. */
const localStamp = (instant: Date) => {
  const { day, time } = bostonWallClock(instant);
  return `${day.replaceAll("-", "")}T${time.replace(":", "")}00`;
};
const utcStamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

export type CalendarEvent = {
  /** Unique and stable for the event: edits replace it in a calendar instead of adding another. */
  uid: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  description: string;
  url: string;
  cancelled?: boolean;
  /** When the file was made (DTSTAMP). */
  now: Date;
};

export function openHouseCalendar(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Marlow Home Group//Open houses//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART;TZID=${TEAM_TIME_ZONE}:${localStamp(event.startsAt)}`,
    `DTEND;TZID=${TEAM_TIME_ZONE}:${localStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
