/**
 * The photo files the team may choose in /staff (a phone's HEIC among them), as a file field's
 * `accept`: what the photo pipeline reads (server/content/photos.ts).
 */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif";
