/**
 * A clock a browser test moves forward, on a server of the test's own only: with
 * TEST_CLOCK_FILE set (read here and nowhere else), the server's `Date` runs ahead of the real
 * clock by the milliseconds that file holds, re-read whenever the test rewrites it. A test
 * that needs time to pass (an open house ending) then moves the clock instead of waiting on
 * it. Never set outside tests: without the variable nothing here runs and `Date` is untouched.
 * Timers (setTimeout, setInterval) keep the real clock; what they do when they fire reads the
 * moved one.
 */
import { readFileSync, watch } from "node:fs";

export function followTestClock(file = process.env.TEST_CLOCK_FILE): void {
  if (!file) return;
  let aheadMs = 0;
  const read = () => {
    // Rewritten in place, the file can be read empty for a moment: keep the last figure then.
    const text = readFileSync(file, "utf8").trim();
    if (text !== "" && Number.isFinite(Number(text))) aheadMs = Number(text);
  };
  read();
  watch(file, { persistent: false }, read);
  const RealDate = Date;
  class MovedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + aheadMs);
      else super(...(args as [string | number]));
    }
    static override now() {
      return RealDate.now() + aheadMs;
    }
  }
  globalThis.Date = MovedDate as DateConstructor;
}
