/**
 * The sign-in's optional questions and their answers: what the form asks and
 * posts, what the database stores, what the team's e-mail, the workspace and
 * the CSV show. Posted names and values are fixed (other tools post them).
 */

/** The three questions, in the form's order: the posted name, the question, each answer's posted value and label. */
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

/** What the workspace shows for a question the guest left unanswered. */
export const NOT_ANSWERED = "Not answered";

/** Each question with its answer's label, in the form's order. */
export const answeredQuestions = (answers: SignInAnswers) =>
  SIGN_IN_QUESTIONS.map(({ name, question, summary }) => ({
    name,
    question,
    summary,
    answer: answerLabel(name, answers[name], NOT_ANSWERED),
    answered: answers[name] !== null,
  }));
