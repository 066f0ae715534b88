/**
 * A morning job's clock (the staff digest, the saved searches' 7:00 alerts): `run` now and every
 * `intervalMs`, never two at once in this process (the job claims its rows, so processes need no
 * more); `run` says how much it queued, and anything queued wakes the outbox.
 */
export function checkEveryMinute({
  run,
  onQueued,
  log,
  name,
  intervalMs = 60_000,
}: {
  run: () => Promise<number>;
  onQueued: () => void;
  log: (entry: Record<string, unknown>) => void;
  /** For the log: "morning digests", "morning alerts". */
  name: string;
  intervalMs?: number;
}) {
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const queued = await run();
      if (queued > 0) {
        log({ level: "info", msg: `${name} queued`, count: queued });
        onQueued();
      }
    } catch (error) {
      log({ level: "error", msg: `${name} check failed`, error: (error as Error).name });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  void check();
  return { check, stop: () => clearInterval(timer) };
}
