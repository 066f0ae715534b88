import { useEffect, useState } from "react";
import { CATALOGUES } from "#content/catalogues.ts";
import { formatDayIn, formatShortDay } from "#domain/dates.ts";
import type { Language } from "#domain/language.ts";
import { isOpenHouseDay } from "#domain/open-house.ts";

/**
 * A kiosk opened on another day than its open house's (Boston time, the tablet's clock) asks
 * before taking guests (issue 39): a tablet left on last week's sign-in, or set up the day
 * before, must not sign anyone in by mistake. The host's "yes" holds for this tab.
 */
export function useOffDayQuestion(startsAt: string | undefined) {
  const key = `kiosk-off-day-ok:${startsAt}`;
  const [answered, setAnswered] = useState(
    () => !startsAt || isOpenHouseDay(new Date(startsAt), new Date()),
  );
  // Read after hydration: the server's page cannot know this tab's answer.
  useEffect(() => {
    try {
      if (sessionStorage.getItem(key) === "yes") setAnswered(true);
    } catch {}
  }, [key]);
  const confirm = () => {
    try {
      sessionStorage.setItem(key, "yes");
    } catch {}
    setAnswered(true);
  };
  return { asking: !answered, confirm };
}

/** The question, in the language of whoever reads it: `children` is the kiosk's language switch. */
export function KioskOffDay({
  street,
  startsAt,
  language,
  onOpen,
  children,
}: {
  street: string;
  startsAt: string;
  language: Language;
  onOpen: () => void;
  children: React.ReactNode;
}) {
  const words = CATALOGUES.kiosk[language].kiosk.offDay;
  const day = new Date(startsAt);
  return (
    <div lang={language} className="flex justify-center px-5 py-10">
      <div
        role="alertdialog"
        aria-labelledby="off-day-question"
        className="card grid max-w-md gap-4 p-7 text-center shadow-sm"
      >
        <div className="flex justify-end">{children}</div>
        <h1 className="text-2xl break-words">{street}</h1>
        <p id="off-day-question" className="text-xl">
          {words.question(language === "en" ? formatShortDay(day) : formatDayIn(language, day))}
        </p>
        <button type="button" className="btn-primary min-h-14 text-lg" onClick={onOpen}>
          {words.open}
        </button>
      </div>
    </div>
  );
}
