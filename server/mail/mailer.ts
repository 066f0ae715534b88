import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "../db/private-files.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra header lines (e.g. List-Unsubscribe); nodemailer folds and encodes them. */
  headers?: Record<string, string>;
  /** A sender's name on MAIL_FROM's address (an alert comes from the agent, not the site). */
  fromName?: string;
  /**
   * The Message-ID, when the sender must give every try of one message the same one (an outbox
   * row sent again after a crash: docs/decisions/056); otherwise nodemailer makes a new one.
   */
  messageId?: string;
};

/** MAIL_FROM ('Site <a@b>' or 'a@b') with another name: the address, and so SPF/DKIM, stay. */
function fromWith(from: string, name: string | undefined) {
  if (!name) return from;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return { name, address };
}
export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
  describe: string;
};

type MailerOptions = { smtpUrl?: string; from: string; dataDir: string };

/**
 * Sends through SMTP when SMTP_URL is set. Without it each message is
 * written as an .eml file under DATA_DIR/mail, where a person can open it:
 * nothing is lost while mail is not configured.
 */
export function createMailer({ smtpUrl, from, dataDir }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Every timeout ends well inside the outbox's two-minute claim lease, so a
    // stalled send fails and is retried by its owner, never claimed twice.
    const transport = nodemailer.createTransport(
      { url: smtpUrl, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 },
      { from },
    );
    return {
      describe: `SMTP ${new URL(smtpUrl).host}`,
      async send({ fromName, ...message }) {
        await transport.sendMail({ ...message, from: fromWith(from, fromName) });
      },
      close: () => transport.close(),
    };
  }
  const mailDir = join(dataDir, "mail");
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  let sequence = 0;
  return {
    describe: `.eml files in ${mailDir}`,
    async send({ fromName, ...message }) {
      const info = await transport.sendMail({ ...message, from: fromWith(from, fromName) });
      await mkdir(mailDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      sequence += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}-${sequence}.eml`;
      // Written under a temporary name and renamed, so a reader never sees half a message.
      await writeFile(join(mailDir, `.${name}.tmp`), info.message as Buffer, {
        mode: PRIVATE_FILE_MODE,
      });
      await rename(join(mailDir, `.${name}.tmp`), join(mailDir, name));
    },
    close: () => transport.close(),
  };
}
