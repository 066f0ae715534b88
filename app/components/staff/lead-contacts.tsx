import { Fragment } from "react";
import { eventNameOf } from "#domain/event-source.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from "#domain/language.ts";
import { LEAD_TYPE_LABELS } from "#domain/lead-type.ts";
import { listingPath } from "#domain/listing.ts";
import { listingPrice } from "#domain/listing-view.ts";
import { streetLine } from "#domain/open-house.ts";
import { formatPhone } from "#domain/phone.ts";
import { propertyAddress, propertyFacts } from "#domain/property.ts";
import type { LeadDetail } from "#server/staff/lead-detail.ts";
import { FollowUpDetails } from "./follow-up.tsx";
import { formatDateTime, isoOf } from "./format.ts";
import { LeadAttributionLine } from "./lead-attribution.tsx";
import { LEAD_SECTION } from "./lead-card.ts";

/** Every time the person got in touch through the site: the form, what they wrote, the home (a seller's, or the listing she asked to see). */
export function LeadContacts({ submissions }: Pick<LeadDetail, "submissions">) {
  return (
    <section className={LEAD_SECTION} aria-labelledby="contacts-heading">
      <h2 id="contacts-heading" className="text-lg">
        Contacts ({submissions.length})
      </h2>
      <ol className="mt-2 divide-y divide-line">
        {submissions.map((submission) => (
          <li key={submission.id} className="py-2">
            <div className="flex flex-wrap justify-between gap-2 text-xs">
              <span className="font-medium">
                {submission.source ? eventNameOf(submission.source) : "Unknown source"}
                {submission.leadType && (
                  <span className="ml-2 rounded-sm bg-stone-warm px-1.5 py-0.5 font-semibold">
                    {LEAD_TYPE_LABELS[submission.leadType]}
                  </span>
                )}
                {submission.language !== DEFAULT_LANGUAGE && (
                  <span
                    className="ml-2 rounded-sm bg-stone-warm px-1.5 py-0.5 font-semibold"
                    data-language=""
                  >
                    {LANGUAGE_NAMES[submission.language]}
                  </span>
                )}
              </span>
              <time className="text-muted" dateTime={isoOf(submission.createdAt)}>
                {formatDateTime(submission.createdAt)}
              </time>
            </div>
            <div className="text-muted text-xs">
              {submission.name} · {submission.email}
              {submission.phone && (
                <span className="whitespace-nowrap"> · {formatPhone(submission.phone)}</span>
              )}
            </div>
            <LeadAttributionLine attribution={submission.attribution} />
            {submission.message && (
              <p className="mt-1 whitespace-pre-wrap break-words">{submission.message}</p>
            )}
            {submission.listing && (
              <p className="mt-2 font-semibold" data-listing="">
                Showing request:{" "}
                <a
                  href={listingPath(submission.listing.slug)}
                  className="text-brand underline underline-offset-2"
                >
                  {streetLine(submission.listing)}, {submission.listing.town}
                </a>{" "}
                <span className="font-normal text-muted">
                  {listingPrice(submission.listing.listPrice)}
                </span>
              </p>
            )}
            {submission.mlsHome && (
              <p className="mt-2 font-semibold" data-listing="">
                Showing request:{" "}
                {submission.mlsHome.href ? (
                  <a
                    href={submission.mlsHome.href}
                    className="text-brand underline underline-offset-2"
                  >
                    {submission.mlsHome.street}, {submission.mlsHome.town}
                  </a>
                ) : (
                  `${submission.mlsHome.street}, ${submission.mlsHome.town}`
                )}{" "}
                {submission.mlsHome.price === null ? null : (
                  <span className="font-normal text-muted">
                    {listingPrice(submission.mlsHome.price)}
                  </span>
                )}{" "}
                <span className="font-normal text-muted">(MLS)</span>
              </p>
            )}
            {submission.property && (
              <div className="mt-2" data-property="">
                <p className="font-semibold">
                  Home value request: {propertyAddress(submission.property)}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
                  {propertyFacts(submission.property).map(([label, value]) => (
                    <Fragment key={label}>
                      <dt className="text-muted">{label}</dt>
                      <dd className="whitespace-pre-wrap break-words">{value}</dd>
                    </Fragment>
                  ))}
                </dl>
              </div>
            )}
            <FollowUpDetails {...submission} />
          </li>
        ))}
      </ol>
    </section>
  );
}
