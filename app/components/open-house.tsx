/**
 * An open house as guests and visitors see it (issue 31): the property with its photo,
 * address and time, and the hosting member's card. Server-rendered text only: the loaders
 * format every date in the page's language (server/open-houses.ts, openHouseView).
 */

import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { uiText } from "#content/ui.ts";
import { shownIn } from "#domain/team.ts";
import { fillTemplate } from "#domain/template.ts";
import type { OpenHouseView } from "#server/open-house-view.ts";
import type { HostCard } from "#server/open-houses.ts";
import { Showcase } from "./showcase.tsx";

export type { OpenHouseView };

/** The card's words in the page's language. */
const useCardWords = () => CATALOGUES.openHouses[usePageLanguage()].openHouseCard;

/**
 * The property's photo, 4:3, or nothing without one: the width of its card, or a `thumbnail`
 * (the kiosk's) beside the street that names it, so without words of its own.
 */
export function OpenHousePhoto({
  house,
  sizes = "(min-width: 768px) 640px, 100vw",
  className = "",
  eager = false,
  thumbnail = false,
}: {
  house: Pick<OpenHouseView, "photo" | "street">;
  sizes?: string;
  className?: string;
  eager?: boolean;
  thumbnail?: boolean;
}) {
  const words = useCardWords();
  if (!house.photo) return null;
  return (
    <img
      src={house.photo.src}
      srcSet={house.photo.srcSet}
      sizes={sizes}
      width={800}
      height={600}
      alt={thumbnail ? "" : fillTemplate(words.photoAlt, { street: house.street })}
      loading={eager ? "eager" : "lazy"}
      className={`${thumbnail ? "h-24 w-32 shrink-0" : "aspect-[4/3] w-full"} rounded-sm object-cover ${className}`}
    />
  );
}

/** Address, time, facts: the lines under the photo. */
export function OpenHouseFacts({ house }: { house: OpenHouseView }) {
  const words = useCardWords();
  return (
    <div className="grid gap-1">
      {house.cancelled && <p className="font-semibold text-red-800">{words.cancelledNotice}</p>}
      <p className="font-semibold text-ink text-lg">{house.street}</p>
      <p className="text-muted">{house.town}, MA</p>
      <p>
        <time dateTime={house.startsAt}>{house.day}</time>, {house.hours}
      </p>
      {house.facts && <p className="text-muted">{house.facts}</p>}
    </div>
  );
}

/** The team's note for guests; in English on a Chinese page where she wrote no Chinese one, and marked so. */
export function OpenHouseNote({ house, className }: { house: OpenHouseView; className?: string }) {
  const language = usePageLanguage();
  if (!house.note) return null;
  return (
    <p
      className={className}
      lang={house.noteLanguage === language ? undefined : house.noteLanguage}
    >
      {house.note}
    </p>
  );
}

/**
 * The hosting member: photo, name, role, phone and e-mail, each a link that works on a phone;
 * on a Chinese page her Chinese role where she wrote one, her English one marked where not.
 */
export function HostCardView({ host, heading }: { host: HostCard; heading?: string }) {
  const words = useCardWords();
  const role = shownIn(usePageLanguage(), host.role ?? "", host.roleZh);
  return (
    <section
      aria-label={heading ?? words.host}
      className="flex items-center gap-4 rounded-sm border border-line bg-white p-4"
    >
      {host.photo ? (
        <img
          src={host.photo}
          alt=""
          width={80}
          height={100}
          className="h-24 w-20 shrink-0 rounded-sm object-cover"
        />
      ) : null}
      <div className="grid min-w-0 gap-0.5">
        <p className="eyebrow">{heading ?? words.host}</p>
        <p className="font-semibold text-ink">{host.name}</p>
        {role.words && (
          <p className="text-muted text-sm" lang={role.lang}>
            {role.words}
          </p>
        )}
        <a
          href={`tel:${host.phone.e164}`}
          className="inline-flex min-h-11 items-center text-brand underline"
        >
          {host.phone.display}
        </a>
        <a
          href={`mailto:${host.email}`}
          className="inline-flex min-h-11 items-center break-all text-brand underline"
        >
          {host.email}
        </a>
      </div>
    </section>
  );
}

/**
 * One open house in a list: the card the home page may show too (the lead engineer wires the
 * next two there with `upcomingOpenHouses` from server/open-houses.ts).
 */
export function OpenHouseCard({
  house,
  headingLevel = 2,
}: {
  house: OpenHouseView;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const language = usePageLanguage();
  const words = CATALOGUES.openHouses[language].openHouseCard;
  const named = (action: { name: string }) => fillTemplate(action.name, { street: house.street });
  return (
    <article className="card grid content-start gap-3 p-4" id={`open-house-${house.code}`}>
      <OpenHousePhoto house={house} sizes="(min-width: 768px) 400px, 100vw" />
      <Heading className="text-xl">
        {house.street}, {house.town}
      </Heading>
      {house.cancelled && <p className="font-semibold text-red-800">{words.cancelled}</p>}
      <p>
        <time dateTime={house.startsAt}>{house.day}</time>
        <br />
        {house.hours}
      </p>
      {house.facts && <p className="text-muted text-sm">{house.facts}</p>}
      <OpenHouseNote house={house} className="text-sm" />
      {!house.cancelled && (
        <div className="flex flex-wrap gap-x-4">
          {/* The name begins with the visible words, so a voice command of them reaches it. */}
          <a
            href={house.calendarUrl}
            aria-label={named(words.calendar)}
            className="inline-flex min-h-11 items-center font-medium text-brand underline"
          >
            {words.calendar.label}
          </a>
          <a
            href={house.mapUrl}
            aria-label={named(words.map)}
            className="inline-flex min-h-11 min-w-11 items-center font-medium text-brand underline"
            rel="noopener"
          >
            {words.map.label}
          </a>
          {house.listingUrl && (
            <a
              href={house.listingUrl}
              aria-label={named(words.listing)}
              className="inline-flex min-h-11 items-center font-medium text-brand underline"
              rel="noopener"
            >
              {words.listing.label}
            </a>
          )}
        </div>
      )}
    </article>
  );
}

/** A page's upcoming open houses as a showcase (the home page, a town's), or nothing without any. */
export function UpcomingOpenHouses({
  houses,
  title,
  columns,
  swipeOnPhone = false,
}: {
  houses: OpenHouseView[];
  title: string;
  columns: "md:grid-cols-2" | "md:grid-cols-2 lg:grid-cols-3";
  swipeOnPhone?: boolean;
}) {
  const { openHouses } = uiText(usePageLanguage());
  if (houses.length === 0) return null;
  return (
    <Showcase
      id="open-houses-heading"
      eyebrow={openHouses.eyebrow}
      title={title}
      columns={columns}
      more={{ href: "/open-houses", label: openHouses.more }}
      swipeOnPhone={swipeOnPhone}
    >
      {houses.map((house) => (
        <li key={house.code}>
          <OpenHouseCard house={house} headingLevel={3} />
        </li>
      ))}
    </Showcase>
  );
}
