import { CATALOGUES } from "#content/catalogues.ts";
import { formatTimeIn } from "#domain/dates.ts";
import type { Language } from "#domain/language.ts";
import type { OpenHouseView } from "#server/open-house-view.ts";

/**
 * The open house heading its kiosk: photo, street, town and hours (written as the guest's
 * language writes a time), and beside them what the kiosk adds (the language switch).
 */
export function KioskOpenHouseHeading({
  openHouse,
  language,
  headingRef,
  children,
}: {
  openHouse: OpenHouseView;
  language: Language;
  /** The next guest starts here. */
  headingRef: React.Ref<HTMLHeadingElement>;
  children: React.ReactNode;
}) {
  const hours = `${formatTimeIn(language, new Date(openHouse.startsAt))} – ${formatTimeIn(language, new Date(openHouse.endsAt))}`;
  return (
    <div className="flex items-center gap-4">
      {openHouse.photo ? (
        <img
          src={openHouse.photo.src}
          srcSet={openHouse.photo.srcSet}
          sizes="160px"
          alt=""
          width={160}
          height={120}
          className="h-24 w-32 shrink-0 rounded-sm object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="eyebrow">{CATALOGUES.event[language].signIn.welcomeOpenHouse}</p>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl break-words focus:outline-none md:text-3xl"
        >
          {openHouse.street}
        </h1>
        <p className="text-muted">
          {openHouse.town} · {hours}
        </p>
      </div>
      {children}
    </div>
  );
}
