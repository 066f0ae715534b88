import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** The SMTP envelope: who the client said the message is from and to. */
  envelope: { from: string | null; to: string[] };
  raw: Buffer;
  parsed: ParsedMail;
};

/** Which messages the sink refuses: all of them, or those the function picks. */
export type RejectRule = boolean | ((mail: ReceivedMail) => boolean);

export type SmtpSink = {
  /** The port stays the same across stop/start, so a mailer keeps working after an "outage". */
  readonly port: number;
  /** smtp://127.0.0.1:<port>, for createMailer's smtpUrl. */
  readonly url: string;
  /** Accepted messages, in the order they arrived. */
  readonly messages: ReceivedMail[];
  /** How many messages were refused (see `reject`). */
  readonly rejectedCount: number;
  /** Refuse messages with a 550 after reading them (the client's send fails). */
  reject: RejectRule;
  /**
   * Read these messages whole and do not answer their DATA until `releaseHeld()`: the moment a
   * sender can die with its message on the server and no 250 (as the HTTP stub's "hang").
   */
  hold: RejectRule;
  /** The messages held unanswered, in the order they arrived (kept after their release). */
  readonly held: ReceivedMail[];
  /** Answers every held message with a 451 (a sender still waiting is told to try again later). */
  releaseHeld: () => void;
  readonly running: boolean;
  /** Stops listening: connections are refused until `start()`. */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
  /** Forgets the received, held and rejected messages. */
  clear: () => void;
  /** Resolves when `count` messages were accepted; rejects after `timeoutMs`. */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps what it receives,
 * parsed with mailparser: the peer nodemailer talks to in the tests.
 */
export async function startSmtpSink(options: { reject?: RejectRule } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const held: ReceivedMail[] = [];
  const heldAnswers: Array<(error: Error) => void> = [];
  let rejectedCount = 0;
  let server: SMTPServer | null = null;
  let port = 0;

  // Read by onData on every message, so changing `sink.reject` takes effect at once.
  const rules: { reject: RejectRule; hold: RejectRule } = {
    reject: options.reject ?? false,
    hold: false,
  };
  const applies = (rule: RejectRule, mail: ReceivedMail) =>
    rule === true || (typeof rule === "function" && rule(mail));

  function createServer() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      hideSTARTTLS: true,
      logger: false,
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", callback);
        stream.on("end", () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then(
            (parsed) => {
              const mail: ReceivedMail = {
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
                  to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                },
                raw,
                parsed,
              };
              if (applies(rules.hold, mail)) {
                held.push(mail);
                heldAnswers.push(callback);
                return;
              }
              if (applies(rules.reject, mail)) {
                rejectedCount += 1;
                const error = Object.assign(new Error("Message rejected by test sink"), {
                  responseCode: 550,
                });
                callback(error);
                return;
              }
              // Stored before answering 250: when the client's send resolves, the message is here.
              messages.push(mail);
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
  }

  async function listen() {
    const next = createServer();
    await new Promise<void>((resolve, reject) => {
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        next.off("error", reject);
        resolve();
      });
    });
    // A client that drops its connection must not crash the test run.
    next.on("error", () => {});
    const address = next.server.address();
    if (!address || typeof address === "string") throw new Error("smtp sink has no TCP address");
    port = address.port;
    server = next;
  }

  function releaseHeld() {
    for (const answer of heldAnswers.splice(0))
      answer(Object.assign(new Error("Try again later"), { responseCode: 451 }));
  }

  async function stop() {
    releaseHeld();
    const current = server;
    if (!current) return;
    server = null;
    await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await listen();

  // Getters, not copies: the state below changes while the sink runs.
  return {
    get reject() {
      return rules.reject;
    },
    set reject(rule: RejectRule) {
      rules.reject = rule;
    },
    get hold() {
      return rules.hold;
    },
    set hold(rule: RejectRule) {
      rules.hold = rule;
    },
    held,
    releaseHeld,
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    get rejectedCount() {
      return rejectedCount;
    },
    get running() {
      return server !== null;
    },
    stop,
    async start() {
      if (!server) await listen();
    },
    clear() {
      messages.length = 0;
      held.length = 0;
      rejectedCount = 0;
    },
    async waitForMessages(count: number, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `smtp sink: expected ${count} messages, got ${messages.length} after ${timeoutMs} ms`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: stop,
  };
}
