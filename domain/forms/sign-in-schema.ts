import * as z from "zod/mini";
import { FIELD_MAX, type Lead } from "#domain/lead.ts";
import { SIGN_IN_QUESTIONS, type SignInAnswers } from "#domain/sign-in-answers.ts";
import { FOLLOW_UP_CONSENT_VALUE } from "./consent.ts";
import { ConsentSchema } from "./consent-schema.ts";
import { emailAddress, optionalPhone, requiredLine, singleLine, withoutLinks } from "./fields.ts";

/** The event sign-in's message for an address that is not one: the specification's wording (§5, §8). */
export const SIGN_IN_EMAIL_MESSAGE = "Invalid email address";

/** The `event` query parameter of the sign-in link. */
export const EventNameSchema = withoutLinks(
  singleLine("Event name", FIELD_MAX.eventName),
  "Event name",
);

/** What a sign-in contributes: the lead (its source comes from the event), the answers and the consent. */
type SignInOutput = Pick<Lead, "first_name" | "last_name" | "email" | "phone"> & {
  answers: SignInAnswers;
  followUpConsent: boolean;
  /** The time the kiosk says the guest signed in (sign-in-time.ts), or null: a claim, not yet checked. */
  signedInAt: number | null;
};

/**
 * Milliseconds since 1970, as the kiosk posts them. Anything else is ignored
 * rather than refused: the sign-in itself is fine and takes the server's time.
 */
const SignedInAtSchema = z.catch(
  z.optional(z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number))),
  undefined,
);

/** An optional choice: one of the question's values, or nothing ("" or not posted). */
const choice = <const V extends string>(values: readonly [V, ...V[]]) =>
  z._default(
    z.union([z.literal(""), z.enum(values)], { error: "Please choose one of the answers" }),
    "",
  );

const [agent, approval, timeline] = SIGN_IN_QUESTIONS;
type Answer<V extends string> = { readonly value: V };
/** A question's posted values, in order: at least one, as `z.enum` needs. */
const values = <V extends string>({
  answers: [first, ...rest],
}: {
  readonly answers: readonly [Answer<V>, ...Answer<V>[]];
}): readonly [V, ...V[]] => [first.value, ...rest.map((answer) => answer.value)];

/**
 * The open-house sign-in form: first and last name required ('First name is
 * required', 'Last name is required'), a valid e-mail ('Invalid email address', the
 * specification's words for this form; stored lowercased), phone optional in any usual format (stored in
 * E.164 form, see `optionalPhone`), the three optional questions and the follow-up
 * consent. It posts camelCase names (kept: other tools post them); its output
 * is the lead's own spelling, and this is the one place where the two are
 * mapped.
 */
export const SignInSchema = z.pipe(
  z.object({
    firstName: withoutLinks(requiredLine("First name", FIELD_MAX.name), "First name"),
    lastName: withoutLinks(requiredLine("Last name", FIELD_MAX.name), "Last name"),
    email: emailAddress("Email", { required: false, message: SIGN_IN_EMAIL_MESSAGE }),
    phone: optionalPhone("Phone number"),
    workingWithAgent: choice(values(agent)),
    preApproved: choice(values(approval)),
    moveTimeline: choice(values(timeline)),
    followUpConsent: ConsentSchema,
    signedInAt: SignedInAtSchema,
  }),
  z.transform(
    (posted): SignInOutput => ({
      first_name: posted.firstName,
      last_name: posted.lastName,
      email: posted.email,
      phone: posted.phone,
      answers: {
        workingWithAgent: posted.workingWithAgent || null,
        preApproved: posted.preApproved || null,
        moveTimeline: posted.moveTimeline || null,
      },
      followUpConsent: posted.followUpConsent,
      signedInAt: posted.signedInAt ?? null,
    }),
  ),
);

export type SignInInput = z.output<typeof SignInSchema>;

const longestAnswer = (question: (typeof SIGN_IN_QUESTIONS)[number]) =>
  Math.max(...question.answers.map((answer) => answer.value.length));

/** The longest value each posted field may echo back into the page. */
export const SIGN_IN_FIELD_MAX = {
  firstName: FIELD_MAX.name,
  lastName: FIELD_MAX.name,
  email: FIELD_MAX.email,
  phone: FIELD_MAX.phone,
  workingWithAgent: longestAnswer(agent),
  preApproved: longestAnswer(approval),
  moveTimeline: longestAnswer(timeline),
  followUpConsent: FOLLOW_UP_CONSENT_VALUE.length,
  signedInAt: 15,
} satisfies Record<keyof z.input<typeof SignInSchema>, number>;
