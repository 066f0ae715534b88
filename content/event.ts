/**
 * The event sign-in's words (issue 40 §2): the page a guest opens on her phone, the kiosk's form,
 * the three optional questions, the error messages and the open house's thank-you page. The English
 * is the specification's; content/zh/event.ts is its twin.
 */
import type { ErrorWords } from "#domain/forms/error-words.ts";
import { SIGN_IN_QUESTIONS } from "#domain/sign-in-answers.ts";

type Question = (typeof SIGN_IN_QUESTIONS)[number];
/** Each question's words, and each answer's label by its posted value. */
export type QuestionWords = {
  [Q in Question as Q["name"]]: {
    question: string;
    answers: Record<Q["answers"][number]["value"], string>;
  };
};

const questionWords = Object.fromEntries(
  SIGN_IN_QUESTIONS.map(({ name, question, answers }) => [
    name,
    { question, answers: Object.fromEntries(answers.map(({ value, label }) => [value, label])) },
  ]),
) as QuestionWords;

export const signIn: {
  meta: {
    /** {event}: the event's name, from the link. */
    eventTitle: string;
    /** {street}: the open house's street. */
    openHouseTitle: string;
    description: string;
  };
  welcome: string;
  welcomeOpenHouse: string;
  intro: string;
  label: string;
  /** Who is signing in: 姓 before 名 for a Chinese reader (`familyNameFirst`). */
  person: { first: string; last: string; familyNameFirst: boolean; email: string; phone: string };
  questionsIntro: string;
  questions: QuestionWords;
  submit: string;
  busy: string;
  /** The specification's toasts: 'Thank you for signing in!' and its failure. */
  outcome: { success: string; failure: string };
  /** {reason}: what is wrong with the link. */
  badLink: string;
  cancelled: string;
  upcoming: string;
  notFound: { title: string; reason: string; field: string };
} = {
  meta: {
    eventTitle: "{event} Sign-In",
    openHouseTitle: "Open House Sign-In: {street}",
    description:
      "Sign in to this open house or event so our team can follow up with you about the home.",
  },
  welcome: "Welcome",
  welcomeOpenHouse: "Welcome to the open house",
  intro: "Please sign in so we can follow up about the home.",
  label: "Event sign-in",
  person: {
    first: "First Name",
    last: "Last Name",
    familyNameFirst: false,
    email: "Email",
    phone: "Phone Number (Optional)",
  },
  questionsIntro: "A few questions our agents ask. Answer any, all or none.",
  questions: questionWords,
  submit: "Submit",
  busy: "Submitting...",
  outcome: {
    success: "Thank you for signing in!",
    failure: "Failed to submit form. Please try again later.",
  },
  badLink: "This sign-in link is not valid: {reason}. Please ask our host for a new QR code.",
  cancelled:
    "This open house is cancelled. Please contact the host for another time to see the home.",
  upcoming: "See upcoming open houses",
  notFound: {
    title: "Open house not found",
    reason: "there is no open house at this address",
    field: "There is no open house at this address.",
  },
};

/** English messages are the schema's own (the specification's words): nothing to replace. */
export const signInErrors: ErrorWords | null = null;

/** The page a guest who signed in on her phone lands on (/oh/:code/thanks). */
export const openHouseThanks: {
  meta: { title: string; visitTitle: string; description: string };
  eyebrow: string;
  listing: string;
  nextHeading: string;
  next: readonly string[];
  upcoming: string;
  talk: string;
} = {
  meta: {
    title: "Thank you for signing in",
    visitTitle: "Thank you for visiting {street}",
    description: "Thank you for signing in at our open house: the home's details and your host.",
  },
  eyebrow: "Thank you for visiting",
  listing: "See the full listing",
  nextHeading: "What happens next",
  next: [
    "Enjoy the visit: your host is here to answer questions about the home.",
    "If you asked for follow-up, an e-mail with this home's details comes shortly; you can unsubscribe from it in one click.",
    "Want to see other homes? We will match you with homes like this one.",
  ],
  upcoming: "Upcoming open houses",
  talk: "Talk to us about your search",
};

/**
 * The mails a guest gets (server/mail/guest-follow-up.ts, guest-note.ts), in the language she
 * signed in in. They carry no text a stranger chose (decision 026): {address} and {street} are
 * the team's open house.
 */
export const guestMail: {
  subject: { openHouse: string; event: string };
  greeting: string;
  /** A member's note greets her by the first name she signed in with: {name}. */
  greetingNamed: string;
  thanks: { openHouse: string; event: string };
  /** The open house's day and hours; null: as the team's record wrote them (English). */
  when: ((start: Date, end: Date) => string) | null;
  listing: string;
  question: string;
  role: { host: string; team: string };
  /** {role}, {team}: the signer's role and the team's name. */
  signature: string;
  phone: string;
  email: string;
  footer: string;
  unsubscribe: string;
} = {
  subject: {
    openHouse: "Thank you for visiting {street}",
    event: "Thank you for visiting our open house",
  },
  greeting: "Hello,",
  greetingNamed: "Hello {name},",
  thanks: {
    openHouse:
      "Thank you for visiting our open house at {address}. As you asked, I will e-mail you details about this home and similar homes.",
    event:
      "Thank you for visiting our open house. As you asked, I will e-mail you details about this home and similar homes.",
  },
  when: null,
  listing: "See the listing",
  question: "If you have a question in the meantime, call or text me.",
  role: { host: "Your host", team: "Your agents" },
  signature: "{role}, {team}",
  phone: "Phone: ",
  email: "Email: ",
  footer:
    "You receive this e-mail because you asked for follow-up when you signed in at our open house.",
  unsubscribe: "Unsubscribe",
};

/** /unsubscribe, where a guest's mail's link leads. {address}: her address, in bold. */
export const unsubscribePage: {
  meta: { title: string; description: string };
  heading: string;
  noToken: string;
  invalid: string;
  ask: string;
  done: string;
  /** Her address once she was erased (only its keyed hash is kept): starting a sentence, inside one. */
  yourAddress: { start: string; inside: string };
  button: string;
  home: string;
} = {
  meta: { title: "Unsubscribe", description: "Stop follow-up e-mail from our team." },
  heading: "Unsubscribe",
  noToken:
    "To stop follow-up e-mail, open the unsubscribe link at the foot of any e-mail we sent you, or use your mail program's unsubscribe button.",
  invalid: "This unsubscribe link is not valid. Please use the link in our latest e-mail.",
  ask: "Stop follow-up e-mail to {address}?",
  done: "{address} is unsubscribed. We will not send it any more follow-up e-mail.",
  yourAddress: { start: "Your address", inside: "your address" },
  button: "Unsubscribe",
  home: "Visit our website",
};
