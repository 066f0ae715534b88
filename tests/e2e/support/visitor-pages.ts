import { samplePostPaths, staticPagePaths, townPagePaths } from "./site.ts";

/** A sign-in page as a QR code opens it: the page needs an event name. */
export const SIGN_IN_WITH_EVENT = "/event/sign-in?event=Open%20House";

/** The QR generator's answer without JavaScript, with a code: the page needs an event name. */
export const QR_CODE_FOR_EVENT = "/event/qr-code?event=Open%20House";

/** Every page a visitor can open: the route table's pages, three posts, a town, a named event and its code. */
export const VISITOR_PAGES = [
  ...staticPagePaths(),
  ...samplePostPaths(),
  townPagePaths()[0]!,
  SIGN_IN_WITH_EVENT,
  QR_CODE_FOR_EVENT,
];

/** The widths every visible layout is checked at: a phone, a tablet, a small and a large laptop. */
export const LAYOUT_WIDTHS = [375, 768, 1024, 1280] as const;
