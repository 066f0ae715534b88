import { useEffect, useRef, useState } from "react";

/** Long enough to read the thanks, short enough that the next guest finds an empty form. */
export const THANK_YOU_SECONDS = 5;

/** The full-screen thanks after a sign-in; back to an empty form after a few seconds or on "Next guest". */
export function KioskThankYou({ message, onDone }: { message: string; onDone: () => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
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
      <h1 className="text-4xl text-white md:text-5xl">{message}</h1>
      <p className="text-xl text-white/90">
        Enjoy the visit. Please hand the tablet to the next guest.
      </p>
      <button
        ref={buttonRef}
        type="button"
        onClick={onDone}
        className="btn-light mt-4 min-h-16 px-10 text-lg text-brand focus-visible:outline-white"
      >
        Next guest
      </button>
      {/* Not a live region: a screen reader hears the thanks, not every second of the count. */}
      <p className="text-sm text-white/80 tabular-nums">
        This screen clears in {secondsLeft} second{secondsLeft === 1 ? "" : "s"}.
      </p>
    </div>
  );
}
