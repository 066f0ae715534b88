import { useCallback, useEffect, useRef, useState } from "react";
import { useActionData, useLocation } from "react-router";
import type * as z from "zod/mini";
import { FormPrivacyNote } from "#app/components/notices/form-privacy-note.tsx";
import { FormGuards } from "#app/components/ui/form-guards.tsx";
import { useFocusFirstInvalid } from "#app/utils/forms/use-focus-first-invalid.ts";
import { useGuestCount } from "#app/utils/kiosk/guest-count.ts";
import { hostStatusText } from "#app/utils/kiosk/host-status.ts";
import { flushQueue, onQueueChange, queuedSignIns, submitSignIn } from "#app/utils/kiosk/queue.ts";
import { registerKioskWorker, requestBackgroundSync } from "#app/utils/kiosk/service-worker.ts";
import { kioskHomeLanguage, kioskUrlIn } from "#app/utils/kiosk/url.ts";
import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import type { FieldErrors } from "#domain/forms/form-result.ts";
import type { Language } from "#domain/language.ts";
import type { OpenHouseView } from "#server/open-house-view.ts";
import { KioskLanguageSwitch } from "./kiosk-language-switch.tsx";
import { KioskOffDay, useOffDayQuestion } from "./kiosk-off-day.tsx";
import { KioskOpenHouseHeading } from "./kiosk-open-house-heading.tsx";
import { KioskThankYou } from "./kiosk-thank-you.tsx";

/** What a form field needs from its form: its name, value to show, messages (and here, no autofill). */
export type BindField = (name: string) => {
  name: string;
  defaultValue?: string;
  errors?: string[];
  autoComplete?: string;
  /** The page opens on this field: it is the first to correct in the server's answer to a post. */
  autoFocus?: boolean;
};

type KioskSignInProps = {
  eventName: string;
  /** An open house the team created: its photo and address head the kiosk, the form is laid out to fit one screen. */
  openHouse?: OpenHouseView | null;
  /** The privacy notice's absolute address, printed under the form. */
  privacyAddress: string;
  loadSchema: () => Promise<z.ZodMiniType>;
  /** The sign-in form's fields in the guest's language; the kiosk posts whatever they hold. */
  fields: (bind: BindField, language: Language) => React.ReactNode;
};

/** The server's answer to a sign-in posted without JavaScript (with it, the queue posts). */
type PostedAnswer =
  | { status?: string; fieldErrors?: FieldErrors; values?: Record<string, string> }
  | undefined;

/**
 * A form nobody has touched for this long is cleared, so the next guest never
 * sees what the last one typed and walked away from. 60 s: a guest filling it
 * in pauses for seconds (reading a question, finding a phone number), not a
 * minute, and a guest who leaves is gone well before the next one reaches the
 * table (what the review saw: reports/measurements-behind-the-code.md).
 */
const IDLE_CLEAR_MS = 60_000;
/** What counts as a guest still at the form (capture phase: every control, the page's scroll). */
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "input", "focusin", "wheel"] as const;

/** While sign-ins wait, the kiosk tries again this often (besides `online`, page load and Background Sync). */
const RETRY_INTERVAL_MS = 30_000;

// Bigger controls for fingers on a tablet held at arm's length (checkboxes and radios keep their shape).
const TOUCH_CONTROLS =
  "[&_input:not([type=checkbox],[type=radio])]:min-h-14 [&_select]:min-h-14 [&_input,&_select,&_textarea]:text-lg [&_label]:text-base [&_input[type=checkbox]]:size-6 [&_input[type=radio]]:size-6";

// The open house's kiosk fits one tablet screen: controls a little lower, no larger than a finger needs.
const COMPACT_CONTROLS =
  "[&_input:not([type=checkbox],[type=radio])]:min-h-12 [&_select]:min-h-12 [&_input,&_select]:text-lg [&_label]:text-base [&_input[type=checkbox]]:size-6 [&_input[type=radio]]:size-5";

/** How long "All sign-ins sent." stays before the ready state: long enough for a host glancing over. */
const ALL_SENT_MS = 10_000;

/**
 * The sign-in on a tablet passed from guest to guest: the logo and the event
 * only, no links away, nothing of one guest left for the next. Every sign-in
 * goes through the browser's queue (utils/kiosk/queue.ts), so with the venue
 * Wi-Fi down the guest still gets the thank-you and the sign-in is sent later;
 * the line at the bottom tells the host how many are waiting.
 */
export function KioskSignIn({
  eventName,
  openHouse,
  privacyAddress,
  loadSchema,
  fields,
}: KioskSignInProps) {
  const { pathname, search } = useLocation();
  // A relative URL is enough to read the address's language and parameters.
  const address = new URL(`${pathname}${search}`, "http://kiosk");
  const home = kioskHomeLanguage(address);
  // The guest's language: the address's at first; every next guest starts in the kiosk's own.
  const [language, setLanguage] = useState<Language>(usePageLanguage);
  const form = CATALOGUES.event[language];
  const { kiosk: words } = CATALOGUES.kiosk[language];
  const action = kioskUrlIn(address, language);
  const posted = useActionData() as PostedAnswer;
  // Each guest gets a new form: new key, new token, no values, no messages.
  const [guest, setGuest] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [thanked, setThanked] = useState(false);
  const [waiting, setWaiting] = useState(0);
  const [refused, setRefused] = useState(0);
  const [allSent, setAllSent] = useState(false);
  // Sign-ins really waited (an attempt failed, or the page found some): their leaving is news for the host.
  const stalled = useRef(false);
  const [offlineReady, setOfflineReady] = useState(false);
  // Every tablet's and phone's guests, from the server (issue 39), with this tablet's still waiting.
  const guestCount = useGuestCount(openHouse?.code, waiting);
  const offDay = useOffDayQuestion(openHouse?.startsAt);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const returning = useRef(false);
  // Something of a guest is on screen (typed, or the messages of an attempt): the idle clear has work.
  const dirty = useRef(false);
  // A ref as well as state: the idle timer reads it when it fires, not when it was set.
  const submitting = useRef(false);

  useEffect(() => {
    // The page may come from the service worker's cache, token and all: the
    // first guest gets a token made now, like every guest after.
    setGuest(1);
    let active = true;
    let allSentTimer: number | undefined;
    const refresh = () =>
      queuedSignIns()
        .then((queue) => {
          if (!active) return;
          const pending = queue.filter((entry) => entry.refusedAt === undefined).length;
          setWaiting(pending);
          setRefused(queue.length - pending);
          if (pending > 0) return;
          if (stalled.current) {
            stalled.current = false;
            setAllSent(true);
            window.clearTimeout(allSentTimer);
            allSentTimer = window.setTimeout(() => setAllSent(false), ALL_SENT_MS);
          }
        })
        .catch(() => {});
    const flush = (options?: { retryRefused: boolean }) => {
      flushQueue(options)
        .then((outcomes) => {
          if ([...outcomes.values()].includes("retry")) stalled.current = true;
        })
        .catch((error) => console.error("kiosk: sending the queue failed", error));
    };
    const stopListening = onQueueChange(refresh);
    // What an earlier visit left waiting counts as waited.
    void queuedSignIns()
      .then((queue) => {
        if (queue.some((entry) => entry.refusedAt === undefined)) stalled.current = true;
      })
      .catch(() => {})
      .then(refresh);
    // Once per page load the refused ones are tried again too (queue.ts flushQueue).
    flush({ retryRefused: true });
    const retry = () => flush();
    window.addEventListener("online", retry);
    const timer = window.setInterval(retry, RETRY_INTERVAL_MS);
    void registerKioskWorker(window.location.href).then(
      (ready) => active && setOfflineReady(ready),
    );
    return () => {
      active = false;
      stopListening();
      window.removeEventListener("online", retry);
      window.clearInterval(timer);
      window.clearTimeout(allSentTimer);
    };
  }, []);

  const nextGuest = useCallback(() => {
    returning.current = true;
    dirty.current = false;
    setErrors({});
    setNotice(null);
    setThanked(false);
    setLanguage(home);
    setGuest((n) => n + 1);
  }, [home]);

  useEffect(() => {
    // `guest` is the key of the form: a new, empty one; the next guest starts at the top.
    if (guest === 0 || !returning.current) return;
    returning.current = false;
    headingRef.current?.focus();
  }, [guest]);

  // A half-filled form left alone is cleared as after a sign-in, but never
  // under a submission in flight (it is cleared by the thank-you instead).
  useEffect(() => {
    if (thanked) return;
    let timer: number | undefined;
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onIdle, IDLE_CLEAR_MS);
    };
    const onIdle = () => {
      if (submitting.current) restart();
      else if (dirty.current) nextGuest();
    };
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, restart, true);
    restart();
    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, restart, true);
    };
  }, [thanked, nextGuest]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    dirty.current = true;
    const formData = new FormData(event.currentTarget);
    const [schema, { fieldErrors }, { wordedFieldErrors }] = await Promise.all([
      loadSchema(),
      import("#domain/forms/fields.ts"),
      import("#domain/forms/error-words.ts"),
    ]);
    const parsed = schema.safeParse(Object.fromEntries(formData));
    setNotice(null);
    if (!parsed.success) {
      const errorWords = form.signInErrors;
      setErrors(
        errorWords ? wordedFieldErrors(parsed.error, errorWords) : fieldErrors(parsed.error),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    submitting.current = true;
    try {
      const outcome = await submitSignIn(action, formData);
      if (outcome === "rejected") {
        setNotice(words.rejected);
        return;
      }
      if (outcome === "retry") {
        stalled.current = true;
        void requestBackgroundSync();
      }
      void guestCount.refresh();
      setThanked(true);
    } catch {
      setNotice(words.unsaved);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  // Without JavaScript the server answered the post: its messages and values, until a sign-in.
  const bind: BindField = (name) => ({
    name,
    errors: errors[name] ?? posted?.fieldErrors?.[name],
    defaultValue: posted?.values?.[name],
    autoComplete: "off",
  });

  if (thanked || posted?.status === "success")
    return (
      <div lang={language}>
        <KioskThankYou
          message={form.signIn.outcome.success}
          words={words.thankYou}
          nextHref={kioskUrlIn(address, home)}
          served={!thanked}
          onDone={nextGuest}
        />
      </div>
    );

  // The form and its message, the same in both layouts.
  const formProps = {
    ref: formRef,
    method: "post",
    action,
    onSubmit,
    onFocus: () => void loadSchema(),
    onInput: () => {
      dirty.current = true;
    },
    autoComplete: "off",
    noValidate: true,
    "aria-label": form.signIn.label,
  } as const;
  const noticeLine = notice ? (
    <p role="alert" className="text-base font-medium text-red-800">
      {notice}
    </p>
  ) : null;

  const status = hostStatusText({ waiting, refused, allSent, offlineReady, words: words.status });
  const languageSwitch = (
    <KioskLanguageSwitch
      current={language}
      hrefIn={(target) => kioskUrlIn(address, target)}
      onSwitch={(target) => {
        setErrors({});
        setNotice(null);
        setLanguage(target);
      }}
    />
  );
  if (openHouse && offDay.asking)
    return (
      <KioskOffDay
        street={openHouse.street}
        startsAt={openHouse.startsAt}
        language={language}
        onOpen={() => {
          // The host read the question in her language; the first guest starts in the kiosk's.
          setLanguage(home);
          offDay.confirm();
        }}
      >
        {languageSwitch}
      </KioskOffDay>
    );
  if (openHouse) {
    const { count } = guestCount;
    const guestsLine = count === null ? "" : words.guests(count);
    return (
      <div lang={language} className="flex flex-col px-4 pb-3">
        <div className="mx-auto w-full max-w-5xl">
          <KioskOpenHouseHeading openHouse={openHouse} language={language} headingRef={headingRef}>
            {languageSwitch}
          </KioskOpenHouseHeading>
          <p
            role="status"
            className="mt-2 rounded-sm bg-stone-warm px-3 py-1.5 text-center text-sm text-ink"
          >
            <span className="font-medium">{guestsLine}</span>
            {status ? `${guestsLine ? " · " : ""}${status}` : ""}
          </p>
          <form
            key={guest}
            {...formProps}
            className={`card relative mt-3 grid gap-3 p-4 shadow-sm md:px-6 ${COMPACT_CONTROLS}`}
          >
            <FormGuardsWithRef />
            <p className="text-base text-muted">{form.signIn.intro}</p>
            {/* Two columns on a tablet, either way up: the whole form and its button on one screen. */}
            <div className="gap-6 md:columns-2 [&>*]:mb-3 [&>*]:break-inside-avoid [&_.grid]:gap-3">
              {fields(bind, language)}
            </div>
            {noticeLine}
            <div className="grid items-center gap-3 md:grid-cols-[1fr_1fr]">
              <button type="submit" className="btn-primary min-h-14 w-full text-lg" disabled={busy}>
                {busy ? words.busy : words.submit}
              </button>
              <FormPrivacyNote printedAddress={privacyAddress} language={language} />
            </div>
          </form>
        </div>
      </div>
    );
  }

  return (
    <div lang={language} className="flex flex-col">
      {/* The logo above comes with the page (root.tsx): pages without the site's header show it. */}
      <div className="flex justify-center px-5 py-6">
        <div className="card w-full max-w-xl p-7 shadow-sm md:px-10 md:py-8">
          <div className="mb-4 flex justify-end">{languageSwitch}</div>
          <p className="eyebrow text-center">{form.signIn.welcome}</p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-2 text-center text-3xl break-words focus:outline-none md:text-4xl"
          >
            {eventName}
          </h1>
          <p className="mt-3 text-center text-lg text-muted">{form.signIn.intro}</p>
          <form key={guest} {...formProps} className={`relative mt-6 grid gap-5 ${TOUCH_CONTROLS}`}>
            <FormGuardsWithRef />
            {fields(bind, language)}
            {noticeLine}
            <button type="submit" className="btn-primary min-h-16 w-full text-lg" disabled={busy}>
              {busy ? words.busy : words.submit}
            </button>
            <FormPrivacyNote printedAddress={privacyAddress} language={language} />
          </form>
        </div>
      </div>
      <p role="status" className="min-h-12 px-5 pb-6 text-center text-sm text-muted">
        {status}
      </p>
    </div>
  );
}

/** The honeypot and the per-guest token; the kiosk reads them from the form's data like any field. */
function FormGuardsWithRef() {
  const tokenRef = useRef<HTMLInputElement>(null);
  return <FormGuards tokenRef={tokenRef} />;
}
