/**
 * The kiosk's own words (issue 40 §2): the tablet shared at an open house, around the sign-in
 * form whose words are content/event.ts's. content/zh/kiosk.ts is its twin. A guest picks the
 * language on the tablet; the host's status line follows what the screen shows.
 */

/** "1 sign-in", "2 sign-ins": English counts through Intl's plural rules. */
const plural = (count: number, one: string, other: string) =>
  `${count} ${new Intl.PluralRules("en-US").select(count) === "one" ? one : other}`;

export const kiosk: {
  /** The language's own name, on the switch that offers it ('English', '中文'). */
  ownName: string;
  /** The switch's name for a screen reader, in the language on screen. */
  switchLabel: string;
  submit: string;
  busy: string;
  rejected: string;
  unsaved: string;
  /** {count} guests signed in so far, every tablet and phone together. */
  guests: (count: number) => string;
  thankYou: { handOver: string; next: string; clears: (seconds: number) => string };
  /** The off-day question (issue 39): {day} is the open house's. */
  offDay: { question: (day: string) => string; open: string };
  status: {
    waiting: (count: number) => string;
    refused: (count: number) => string;
    allSent: string;
    offlineReady: string;
  };
} = {
  ownName: "English",
  switchLabel: "Language",
  submit: "Sign in",
  busy: "Signing in...",
  rejected: "We could not accept this sign-in. Please check your details and try again.",
  unsaved: "This sign-in could not be saved. Please ask the host for help.",
  guests: (count) => `${plural(count, "guest", "guests")} so far`,
  thankYou: {
    handOver: "Enjoy the visit. Please hand the tablet to the next guest.",
    next: "Next guest",
    clears: (seconds) => `This screen clears in ${plural(seconds, "second", "seconds")}.`,
  },
  offDay: {
    question: (day) => `This open house is on ${day}. Open the sign-in anyway?`,
    open: "Open the sign-in anyway",
  },
  status: {
    waiting: (count) =>
      `${plural(count, "sign-in", "sign-ins")} waiting to be sent. They go out by themselves when the connection returns.`,
    refused: (count) =>
      count === 1
        ? "1 sign-in could not be sent: the website refused it. It is kept on this tablet; please tell the office."
        : `${count} sign-ins could not be sent: the website refused them. They are kept on this tablet; please tell the office.`,
    allSent: "All sign-ins sent.",
    offlineReady: "Ready to work offline.",
  },
};
