import { OpenHousePhoto } from "#app/components/open-house.tsx";
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
    // On a phone the switch takes a line of its own: the street keeps at least 12rem beside its photo.
    <div className="flex flex-wrap items-center gap-4">
      <OpenHousePhoto house={openHouse} thumbnail eager sizes="160px" />
      <div className="min-w-0 flex-1 basis-48">
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
