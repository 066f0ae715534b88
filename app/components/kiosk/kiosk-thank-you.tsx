import { useEffect, useRef, useState } from "react";
import type { kiosk } from "#content/kiosk.ts";

/** Long enough to read the thanks, short enough that the next guest finds an empty form. */
export const THANK_YOU_SECONDS = 5;

/**
 * The full-screen thanks after a sign-in; back to an empty form, in the kiosk's own language,
 * after a few seconds or on "Next guest". Without JavaScript (the server answered the post) the
 * button is a link to the kiosk and the page refreshes to it when the seconds run out.
 */
export function KioskThankYou({
  message,
  words,
  nextHref,
  served,
  onDone,
}: {
  message: string;
  words: (typeof kiosk)["thankYou"];
  nextHref: string;
  /** The server drew it, answering a post made without JavaScript: no timer will run. */
  served: boolean;
  onDone: () => void;
}) {
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const [secondsLeft, setSecondsLeft] = useState(THANK_YOU_SECONDS);
  useEffect(() => {
    buttonRef.current?.focus();
    const timer = window.setTimeout(onDone, THANK_YOU_SECONDS * 1000);
    const tick = window.setInterval(() => setSecondsLeft((s) => Math.max(1, s - 1)), 1000);
    return () => {
      window.clearTimeout(timer);
      window.clearInterval(tick);
    };
  }, [onDone]);
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-brand px-6 text-center text-white">
      {/* React puts it in the head. */}
      {served ? (
        <meta httpEquiv="refresh" content={`${THANK_YOU_SECONDS};url=${nextHref}`} />
      ) : null}
      <h1 className="text-4xl text-white md:text-5xl">{message}</h1>
      <p className="text-xl text-white/90">{words.handOver}</p>
      <a
        ref={buttonRef}
        href={nextHref}
        onClick={(click) => {
          click.preventDefault();
          onDone();
        }}
        className="btn-light mt-4 min-h-16 px-10 text-lg text-brand focus-visible:outline-white"
      >
        {words.next}
      </a>
      {/* Not a live region: a screen reader hears the thanks, not every second of the count. */}
      <p className="text-sm text-white/80 tabular-nums">{words.clears(secondsLeft)}</p>
    </div>
  );
}
