import { formatDate, formatDateTime } from "#app/components/staff/format.ts";
import { answeredQuestions, type SignInAnswers } from "#domain/sign-in-answers.ts";
import { Time } from "./time.tsx";

type When = Date | string;

/** A submission's answers and follow-up consent, as the workspace's queries return them. */
type Props = {
  /** Null when no questions were asked (a contact message, or a sign-in stored before them). */
  answers: SignInAnswers | null;
  consent: { at: When; wordingVersion: string } | null;
  unsubscribedAt: When | null;
};

/** On a lead's page, under one contact: each question with its answer, and the follow-up consent. */
export function FollowUpDetails({ answers, consent, unsubscribedAt }: Props) {
  return (
    // Question and answer side by side only where the contact's column has room for both.
    <div className="@container mt-2">
      <dl className="grid gap-x-3 border-line border-l-2 pl-2 text-sm @lg:grid-cols-[auto_minmax(0,1fr)]">
        {answers &&
          answeredQuestions(answers).map(({ name, question, answer, answered }) => (
            <div key={name} className="contents">
              <dt className="text-muted">{question}</dt>
              <dd className={`mb-1 @lg:mb-0 ${answered ? "font-medium" : "text-muted italic"}`}>
                {answer}
              </dd>
            </div>
          ))}
        <dt className="text-muted">Follow-up e-mail</dt>
        <dd>
          {consent ? (
            <>
              <span className="font-medium">Agreed</span>{" "}
              <Time at={consent.at} format={formatDateTime} />
              {/* The wording's version ("sign-in-follow-up-2026-11") is evidence, not news: it is in the CSV and the JSON. */}
              {unsubscribedAt && (
                <span className="block font-semibold text-brand">
                  Unsubscribed <Time at={unsubscribedAt} format={formatDateTime} />
                </span>
              )}
            </>
          ) : (
            "Not agreed"
          )}
        </dd>
      </dl>
    </div>
  );
}

/** On an event's page, under a guest's name: the answers given, and whether follow-up e-mail may go. */
export function FollowUpSummary({ answers, consent, unsubscribedAt }: Props) {
  const given = answers ? answeredQuestions(answers).filter((entry) => entry.answered) : [];
  return (
    <dl className="flex flex-wrap gap-x-3 pb-1 text-xs">
      {given.map(({ name, summary, answer }) => (
        <div key={name}>
          <dt className="inline text-muted">{summary}:</dt> <dd className="inline">{answer}</dd>
        </div>
      ))}
      {answers && given.length === 0 && (
        <div>
          <dt className="inline text-muted">Questions:</dt>{" "}
          <dd className="inline">none answered</dd>
        </div>
      )}
      <div>
        <dt className="inline text-muted">Follow-up e-mail:</dt>{" "}
        <dd className="inline">
          {unsubscribedAt ? (
            <span className="font-semibold text-brand">
              unsubscribed <Time at={unsubscribedAt} format={formatDate} />
            </span>
          ) : consent ? (
            "agreed"
          ) : (
            "not agreed"
          )}
        </dd>
      </div>
    </dl>
  );
}
