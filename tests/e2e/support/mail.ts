/**
 * The lead notifications the server wrote as .eml files (no SMTP in the
 * browser tests): the only window on what was stored while the server runs.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";

function mailDir() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return join(dataDir, "mail");
}

export type Mail = { file: string; to: string[]; subject: string; text: string };

/** Parsed mails by file name and size (a file may be read while it is still being written). */
const parsed = new Map<string, Mail>();

/** Every mail written so far. */
export async function allMails(): Promise<Mail[]> {
  let files: string[];
  try {
    files = (await readdir(mailDir())).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  const mails: Mail[] = [];
  for (const file of files) {
    const path = join(mailDir(), file);
    const key = `${file}:${(await stat(path)).size}`;
    let mail = parsed.get(key);
    if (!mail) {
      const message: ParsedMail = await simpleParser(await readFile(path));
      const to = (Array.isArray(message.to) ? message.to : message.to ? [message.to] : [])
        .flatMap((list) => list.value)
        .map((entry) => entry.address ?? "");
      mail = { file, to, subject: message.subject ?? "", text: message.text ?? "" };
      parsed.set(key, mail);
    }
    mails.push(mail);
  }
  return mails;
}

/** Mails whose subject or text contains `needle` (a name only this test uses). */
export async function mailsMentioning(needle: string): Promise<Mail[]> {
  return (await allMails()).filter(
    (mail) => mail.subject.includes(needle) || mail.text.includes(needle),
  );
}

/** Mails sent to `address`. */
export async function mailsTo(address: string): Promise<Mail[]> {
  return (await allMails()).filter((mail) => mail.to.includes(address));
}

/** Waits (up to ~5 s) for the notification naming `needle` and returns it. */
export async function waitForMail(needle: string, timeout = 5_000): Promise<Mail> {
  await expect
    .poll(async () => (await mailsMentioning(needle)).length, {
      message: `an .eml file mentioning "${needle}"`,
      timeout,
    })
    .toBeGreaterThan(0);
  return (await mailsMentioning(needle))[0]!;
}
