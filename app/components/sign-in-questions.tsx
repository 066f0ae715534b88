import type { QuestionWords } from "#content/event.ts";
import { SIGN_IN_QUESTIONS } from "#domain/sign-in-answers.ts";

type Props = {
  /** The posted values to show again after a failed no-JavaScript submission. */
  values: Record<string, string>;
  errors: Record<string, string[] | undefined>;
  /** The question the page opens on (the server's answer to a post, with a message there). */
  focus?: string;
  /** The line above the questions, and each question and answer, in the page's language. */
  intro: string;
  words: QuestionWords;
};

/**
 * The three optional questions as radio groups: a fieldset with its question
 * as the legend, each answer a 44 px tall label (the whole pill is the target).
 * Nothing is preselected: an unanswered question posts nothing.
 */
export function SignInQuestions({ values, errors, focus, intro, words }: Props) {
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted">{intro}</p>
      {SIGN_IN_QUESTIONS.map((question) => {
        const error = errors[question.name];
        const errorId = `${question.name}-error`;
        const asked: { question: string; answers: Record<string, string> } = words[question.name];
        return (
          <fieldset
            key={question.name}
            aria-describedby={error?.length ? errorId : undefined}
            className="min-w-0"
          >
            <legend className="mb-2 text-sm font-medium text-ink">{asked.question}</legend>
            <div className="flex flex-wrap gap-2">
              {question.answers.map((answer, index) => (
                <label
                  key={answer.value}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-sm border border-line bg-white px-3 text-sm text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand/40"
                >
                  <input
                    type="radio"
                    name={question.name}
                    value={answer.value}
                    defaultChecked={values[question.name] === answer.value}
                    // biome-ignore lint/a11y/noAutofocus: only on the server's answer to the visitor's own post
                    autoFocus={focus === question.name && index === 0}
                    className="size-4 accent-brand"
                  />
                  {asked.answers[answer.value]}
                </label>
              ))}
            </div>
            {error?.length ? (
              <p id={errorId} className="mt-1.5 text-sm text-red-800">
                {error.join(" ")}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
