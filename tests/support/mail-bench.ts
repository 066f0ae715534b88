import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";

/**
 * An SMTP sink and a temporary data folder for a mailer, opened before the
 * suite and removed after it. Read the fields inside tests: they are set in
 * beforeAll.
 */
export function mailBench(folderPrefix: string) {
  const bench = {} as { sink: SmtpSink; dataDir: string };
  beforeAll(async () => {
    bench.sink = await startSmtpSink();
    bench.dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  });
  afterAll(async () => {
    await bench.sink?.close();
    if (bench.dataDir) rmSync(bench.dataDir, { recursive: true, force: true });
  });
  return bench;
}
