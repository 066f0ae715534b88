/**
 * C0 control characters (and DEL) taken out of what the team types, at the schemas, so none is
 * stored: PostgreSQL refuses NUL in text (a 500), a bare CR in a street breaks a line of the
 * `.ics`, U+000B makes the RSS feed invalid XML, U+0001 makes the QR code's label fail. A paste
 * from another program is where they come from, so they are dropped, not refused.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const C0_BUT_TAB_AND_LINE_FEED = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const LINE_BREAKS_AND_TABS = /\r\n?|[\n\t]/g;

/** A one-line field: line breaks and tabs become spaces (words stay apart), other controls go. */
export const oneLineText = (text: string) =>
  text.replace(LINE_BREAKS_AND_TABS, " ").replace(C0_BUT_TAB_AND_LINE_FEED, "");

/** A multi-line field: CR LF and a bare CR become LF; tab and LF stay; other controls go. */
export const multiLineText = (text: string) =>
  text.replace(/\r\n?/g, "\n").replace(C0_BUT_TAB_AND_LINE_FEED, "");
