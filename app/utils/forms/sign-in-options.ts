/** The toast the visitor sees after an event sign-in succeeds or fails. */
export const SIGN_IN_MESSAGES = {
  success: "Thank you for signing in!",
  failure: "Failed to submit form. Please try again later.",
} as const;

/** Heading, and event part of the lead-source name ('<year> - Event'), when the link carries no event name. */
export const DEFAULT_EVENT_NAME = "Event";

/**
 * The three optional questions agents ask at an open house, in the form's
 * order: the posted name, the question and each answer's posted value and
 * label. The form, the schema, the stored row and the team's e-mail read them
 * here. Posted names and values are fixed (other tools post them).
 */
export const SIGN_IN_QUESTIONS = [
  {
    name: "workingWithAgent",
    question: "Are you working with an agent?",
    /** How the team's e-mail and the staff workspace label the answer. */
    summary: "Working with an agent",
    answers: [
      { value: "yes", label: "Yes" },
      { value: "no", label: "No" },
    ],
  },
  {
    name: "preApproved",
    question: "Are you pre-approved for a mortgage?",
    summary: "Pre-approved",
    answers: [
      { value: "yes", label: "Yes" },
      { value: "no", label: "No" },
      { value: "cash", label: "Paying cash" },
    ],
  },
  {
    name: "moveTimeline",
    question: "When are you hoping to move?",
    summary: "Hoping to move",
    answers: [
      { value: "0-3", label: "0-3 months" },
      { value: "3-6", label: "3-6 months" },
      { value: "6-12", label: "6-12 months" },
      { value: "browsing", label: "Just browsing" },
    ],
  },
] as const;

type Question = (typeof SIGN_IN_QUESTIONS)[number];
export type SignInQuestionName = Question["name"];

/** A guest's answers: each the posted value, or null when the question was left unanswered. */
export type SignInAnswers = {
  [Q in Question as Q["name"]]: Q["answers"][number]["value"] | null;
};

/** An answer's label ('Paying cash'), or `unanswered` ('(not answered)' in the team's e-mail). */
export function answerLabel(
  name: SignInQuestionName,
  value: string | null,
  unanswered = "(not answered)",
) {
  const question = SIGN_IN_QUESTIONS.find((entry) => entry.name === name);
  const answer = question?.answers.find((entry) => entry.value === value);
  return answer?.label ?? unanswered;
}
