/**
 * An alert's send across a real crash (issue 43's Done when: a kill -9 during the sending sends
 * nothing twice): a process sending alerts as server/main.ts does (tests/support/alert-server.ts)
 * with SMTP_URL pointed at a loopback SMTP server, killed with SIGKILL while that server holds
 * its answer to the alert's DATA, and started again on the same DATA_DIR. What "once" means when
 * the server may have kept the message it never answered: docs/decisions/056.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type {
  AlertRow,
  AlertServerReply,
  AlertServerRequest,
} from "#tests/support/alert-server.ts";
import { askingChild } from "#tests/support/child-process.ts";
import { crashTestServers } from "#tests/support/crash-test.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { waitUntil } from "#tests/support/wait.ts";

const BUYER = "lin.wei@example.com";
/** The claim lease of both processes: the restarted one takes over the killed one's row after it. */
const LEASE_SECONDS = 1;

const servers = crashTestServers("tests/support/alert-server.ts", "the alert server");
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

async function startServer() {
  const child = await servers.start({
    SITE_URL: "https://www.example.com",
    SMTP_URL: sink.url,
    ALERT_LEASE_SECONDS: String(LEASE_SECONDS),
  });
  const ask = askingChild<AlertServerRequest, AlertServerReply>(child);
  return {
    child,
    sync: async () => ((await ask({ sync: true })) as { synced: string }).synced,
    state: async () => (await ask({ rows: true })) as { alerts: AlertRow[]; claimed: string[] },
  };
}

const alertsTo = (mails: SmtpSink["held"]) =>
  mails.filter((mail) => mail.envelope.to.includes(BUYER));

it("kill -9 while the SMTP server holds its answer to an alert: the restarted process sends it once more, as the same message, and queues nothing new", async () => {
  sink.hold = true;
  const first = await startServer();
  const home = await first.sync();
  const [held] = await waitUntil("the alert's DATA held by the SMTP server", () =>
    sink.held.length > 0 ? sink.held : undefined,
  );
  const atKill = await first.state();
  expect(atKill.alerts).toEqual([
    { id: expect.any(Number), status: "sending", attempts: 1, homes: [home] },
  ]);
  await servers.kill(first.child);
  // The server had the whole message and never said 250: whether it delivers it is its own
  // choice. The sender cannot know, so the row is sent again, under the same Message-ID.
  sink.hold = false;
  sink.releaseHeld();

  const second = await startServer();
  const [accepted] = await sink.waitForMessages(1);
  const after = await waitUntil("the alert settled after the restart", async () => {
    const state = await second.state();
    return state.alerts.every((alert) => alert.status === "sent") ? state : undefined;
  });

  // One row, one claim of the home, sent on the second attempt: nothing was queued again.
  expect(after).toMatchObject({
    alerts: [{ ...atKill.alerts[0], status: "sent", attempts: 2 }],
    claimed: [home],
  });
  // Exactly one copy was answered 250, and the unanswered one is the same message: a mailbox
  // that keeps one message per Message-ID shows her the alert once.
  expect(alertsTo(sink.messages)).toHaveLength(1);
  expect(alertsTo(sink.held)).toHaveLength(1);
  expect(accepted!.parsed.messageId).toMatch(/^<outbox\.\d+\.[0-9a-f]{20}@www\.example\.com>$/);
  expect(accepted!.parsed.messageId).toBe(held!.parsed.messageId);
  expect(accepted!.parsed.subject).toBe(held!.parsed.subject);
  expect(accepted!.parsed.text).toBe(held!.parsed.text);
  expect(accepted!.parsed.text).toContain("45 Walnut St, Newton");

  // Nothing is left to send: a while later, still one copy answered.
  await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS + 1) * 1000));
  expect(alertsTo(sink.messages)).toHaveLength(1);
});
