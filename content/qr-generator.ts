/**
 * The event QR generator's words (/event/generate-qr and its answer page /event/qr-code); the
 * Chinese twin is content/zh/qr-generator.ts. The generator's browser module holds no words: the
 * server's answer page is what it shows.
 */
import type { ErrorWords } from "#domain/forms/error-words.ts";
import { EVENT_NAME_REQUIRED, QR_FAILURE_MESSAGE } from "#domain/qr.ts";

export const qrGenerator = {
  meta: {
    title: "Generate Event QR Code",
    description:
      "Create a printable QR code that opens the sign-in page for an open house or event.",
  },
  answerMeta: {
    /** {event}: the name the code was made for. */
    title: "QR Code for {event}",
    untitled: "Event QR Code",
    description: "A printable QR code that opens the sign-in page for an open house or event.",
  },
  heading: "Generate Event QR Code",
  intro: "Enter the event name to generate a QR code for sign-in",
  label: "Event Name",
  placeholder: "e.g. 42 Maple Street Open House",
  submit: "Generate QR Code",
  required: EVENT_NAME_REQUIRED,
  failure: QR_FAILURE_MESSAGE,
  /** The way on to the workspace: {link} is `workspaceLink`. */
  workspace:
    "Hosting an open house of a listing? {link} for its printed sign, kiosk and guest list.",
  workspaceLink: "Create it in the workspace",
  /** {event}. */
  imageAlt: "QR code that opens the sign-in page for {event}",
  caption: "Scan this QR code to access the event sign-in page",
  download: "Download PNG for print",
  kiosk: "Open the kiosk for this event",
  scanToSignIn: "Scan to sign in",
};

/** The event name's messages: the schema's own English (null), or a language's words by code. */
export const eventNameErrors: ErrorWords | null = null;
