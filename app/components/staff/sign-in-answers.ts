/**
 * How the workspace shows a sign-in's answers and follow-up consent. The
 * questions and answer labels are the sign-in form's own
 * (app/utils/forms/sign-in-options.ts); only the workspace's words are here.
 * No server code, so the pages and the CSV share it.
 */
import {
  answerLabel,
  SIGN_IN_QUESTIONS,
  type SignInAnswers,
} from "#app/utils/forms/sign-in-options.ts";

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
