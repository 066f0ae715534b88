import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { site } from "#content/site.ts";
import { safeNext } from "#domain/paths.ts";
import type { Database } from "../db/client.ts";
import { notificationOutbox, type StaffLoginPayload, staffLoginTokens } from "../db/schema.ts";
import { type NotificationEmail, renderMail } from "../mail/layout.tsx";
import { recordAudit } from "./audit.ts";

/** How long a login link and its code work. */
export const LINK_TTL_MINUTES = 15;
/** Login mails per address per 15 minutes: enough for a typo and a retry, not a mail bomb. */
export const MAX_REQUESTS_PER_ADDRESS = 5;
/** Login requests per IP per 15 minutes, staff address or not: an office behind one IP still fits. */
export const MAX_REQUESTS_PER_IP = 20;
/**
 * Wrong codes that kill a request's code: 5 guesses of a million leave nothing to brute-force.
 * They do not kill its link, which nobody can guess (32 random bytes): otherwise anyone who knows
 * a member's address could spend her five mails and then five wrong codes, and lock her out.
 */
export const MAX_FAILED_CODES = 5;

/**
 * How long after a login request the outbox is woken. Woken at once, the worker claimed, rendered
 * and wrote a member's mail on the same thread while her answer's page was being rendered, so a
 * staff address was answered later than a stranger's (17 ms at the median here, 143 of 200
 * pairs). A quarter second is long after the answer has gone and long before she checks her mail.
 */
export const MAIL_WAKE_DELAY_MS = 250;

const WINDOW = sql`now() - make_interval(mins => ${LINK_TTL_MINUTES})`;

/** Who the activity log names for a wrong code typed for an address that is not staff (not the address). */
export const NOT_STAFF_ACTOR = "an address not on the team";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export type LoginRequestResult = "queued" | "not-staff" | "address-limit" | "ip-limit";

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/**
 * One-time login links and 6-digit codes for the addresses in STAFF_EMAILS.
 * The link's token is stored as its SHA-256, the code as an HMAC keyed by the
 * session secret (a million codes are quick to hash, not to HMAC without the
 * key); the mail that carries both travels through the outbox sealed with
 * AES-GCM, so the database never holds a usable link or code.
 */
export function createStaffAuth({
  db,
  staffEmails,
  secret,
  siteUrl,
  onMailQueued,
  limits = true,
}: {
  db: Database;
  staffEmails: readonly string[];
  secret: string;
  siteUrl: string;
  onMailQueued?: () => void;
  /** The per-address and per-IP limits; off only where FORM_RATE_LIMIT_PER_MINUTE=0 turns all limits off (browser tests). */
  limits?: boolean;
}) {
  const staff = new Set(staffEmails.map((address) => address.toLowerCase()));
  const sealKey = createHash("sha256").update(`staff-sign-in-mail:${secret}`).digest();
  const codeHash = (email: string, code: string) =>
    createHmac("sha256", secret).update(`${email}:${code}`).digest("hex");

  const normalise = (email: string) => email.trim().toLowerCase();
  const isStaff = (email: string) => staff.has(normalise(email));

  function seal(content: { link: string; code: string }): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", sealKey, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(content), "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  }

  function unseal(sealed: string): { link: string; code: string } {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(
      Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8"),
    );
  }

  /** A fresh link token and code, and what the database keeps of them (hashes only). */
  function freshToken(email: string, next?: string | null) {
    const token = randomBytes(32).toString("base64url");
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    // `next` is the staff page the member was going to: it rides in the link's query (checked
    // again by safeNext when the link is used), so the link returns there like the code does.
    const query = next && safeNext(next) === next ? `?next=${encodeURIComponent(next)}` : "";
    return {
      link: `${siteUrl}/staff/login/${token}${query}`,
      code,
      tokenHash: sha256(token),
      codeHash: codeHash(email, code),
    };
  }

  /** A request whose link still logs in: unused and within its 15 minutes. */
  const live = and(isNull(staffLoginTokens.usedAt), gt(staffLoginTokens.expiresAt, sql`now()`));
  /** A request whose code still logs in: live, and fewer than MAX_FAILED_CODES wrong guesses. */
  const liveCode = and(live, lt(staffLoginTokens.failedCodes, MAX_FAILED_CODES));

  /** The address a link's token would log in, while it still can (the link page says whose it is). */
  async function liveLinkEmail(token: string): Promise<string | null> {
    const [row] = await db
      .select({ email: staffLoginTokens.email })
      .from(staffLoginTokens)
      .where(and(eq(staffLoginTokens.tokenHash, sha256(token)), live));
    return row?.email ?? null;
  }

  return {
    isStaff,

    /**
     * A login request from the login page. Every outcome but the IP limit
     * must look the same to the visitor, so nobody learns who is staff.
     */
    async requestLogin(
      rawEmail: string,
      ip: string,
      next?: string | null,
    ): Promise<LoginRequestResult> {
      const email = normalise(rawEmail);
      const counts = await db
        .select({
          byIp: sql<number>`count(*) filter (where ${staffLoginTokens.requestIp} = ${ip})`.mapWith(
            Number,
          ),
          byAddress:
            sql<number>`count(*) filter (where ${staffLoginTokens.email} = ${email})`.mapWith(
              Number,
            ),
        })
        .from(staffLoginTokens)
        .where(gt(staffLoginTokens.createdAt, WINDOW));
      const { byIp = 0, byAddress = 0 } = counts[0] ?? {};
      if (limits && byIp >= MAX_REQUESTS_PER_IP) return "ip-limit";
      const result: LoginRequestResult = !staff.has(email)
        ? "not-staff"
        : limits && byAddress >= MAX_REQUESTS_PER_ADDRESS
          ? "address-limit"
          : "queued";
      // From here every address takes the same path, so the answer's time tells nobody who is
      // staff: a token and a sealed mail are made for any address, and ONE statement stores the
      // request (counted against the IP) and, only when `mail` is true, the token and the outbox
      // row. A stranger's address is not kept.
      const mail = result === "queued";
      const fresh = freshToken(email, next);
      const payload: StaffLoginPayload = {
        kind: "staff-sign-in",
        recipient: email,
        sealed: seal({ link: fresh.link, code: fresh.code }),
      };
      await db.execute(sql`
        with request as (
          insert into ${staffLoginTokens} (email, token_hash, code_hash, request_ip, expires_at)
          values (${mail ? email : null}, ${mail ? fresh.tokenHash : null},
                  ${mail ? fresh.codeHash : null}, ${ip},
                  now() + make_interval(mins => ${mail ? LINK_TTL_MINUTES : 0}))
          returning id
        )
        insert into ${notificationOutbox} (idempotency_key, recipient, payload)
        select ${`staff-sign-in:${randomUUID()}`}, ${email}, ${JSON.stringify(payload)}::jsonb
        from request where ${mail}`);
      // The outbox is woken for every address, as for a queued mail (for a stranger's it finds
      // nothing due), and only after the answer has gone: the mail's work is not in its time.
      if (onMailQueued) setTimeout(onMailQueued, MAIL_WAKE_DELAY_MS).unref();
      return result;
    },

    /** A link for `npm run staff:link` (no mail, no rate limit: it needs shell access). */
    async issueLink(rawEmail: string): Promise<string> {
      const email = normalise(rawEmail);
      if (!staff.has(email)) throw new Error(`${email} is not in STAFF_EMAILS`);
      const { link, tokenHash, codeHash } = freshToken(email);
      await db.insert(staffLoginTokens).values({
        email,
        tokenHash,
        codeHash,
        requestIp: "command line",
        expiresAt: sql`now() + make_interval(mins => ${LINK_TTL_MINUTES})`,
      });
      return link;
    },

    liveLinkEmail,

    /** Whether a link's token can still log in (the link page shows its button only then). */
    async linkIsLive(token: string): Promise<boolean> {
      return (await liveLinkEmail(token)) !== null;
    },

    /** Uses a link's token up: the member's address, or null when it is unknown, used or expired. */
    async redeemLink(token: string): Promise<string | null> {
      const [row] = await db
        .update(staffLoginTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(staffLoginTokens.tokenHash, sha256(token)), live))
        .returning({ email: staffLoginTokens.email });
      return row?.email && staff.has(row.email) ? row.email : null;
    },

    /**
     * Uses a 6-digit code up; a wrong one counts against every live code of
     * the address and is recorded in the activity log. A staff address and a
     * stranger's take the same path (the same queries, the same log entry,
     * without the stranger's address), so the answer's time tells nobody who
     * is staff.
     */
    async redeemCode(rawEmail: string, code: string, ip: string): Promise<string | null> {
      const email = normalise(rawEmail);
      if (!/^\d{6}$/.test(code)) return null;
      const expected = Buffer.from(codeHash(email, code));
      const rows = await db
        .select({ id: staffLoginTokens.id, codeHash: staffLoginTokens.codeHash })
        .from(staffLoginTokens)
        .where(and(eq(staffLoginTokens.email, email), liveCode));
      const match = rows.find(
        (row) => row.codeHash !== null && timingSafeEqual(Buffer.from(row.codeHash), expected),
      );
      if (!match) {
        await db.transaction(async (tx) => {
          await tx
            .update(staffLoginTokens)
            .set({ failedCodes: sql`${staffLoginTokens.failedCodes} + 1` })
            .where(and(eq(staffLoginTokens.email, email), liveCode));
          await recordAudit(tx, {
            actor: staff.has(email) ? email : NOT_STAFF_ACTOR,
            action: "entered a wrong login code",
            detail: { ip },
          });
        });
        return null;
      }
      const [used] = await db
        .update(staffLoginTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(staffLoginTokens.id, match.id), liveCode))
        .returning({ id: staffLoginTokens.id });
      return used && staff.has(email) ? email : null;
    },

    /** The login e-mail the outbox sends for a sealed payload. */
    buildLoginMail(payload: StaffLoginPayload): NotificationEmail {
      const { link, code } = unseal(payload.sealed);
      return renderMail({
        subject: `Log in to ${site.name}: code ${code}`,
        blocks: [
          { kind: "paragraph", lines: [`Log in to the ${site.name} workspace:`] },
          { kind: "paragraph", lines: [{ text: "Log in", href: link }] },
          {
            kind: "paragraph",
            lines: [["Or enter this code on the login page: ", { strong: code }]],
          },
          {
            kind: "paragraph",
            lines: [
              `The link and the code work once, for ${LINK_TTL_MINUTES} minutes.`,
              `Requested for ${payload.recipient}. If you did not ask to log in, you can ignore this e-mail.`,
            ],
          },
        ],
        replyTo: site.email,
      });
    },
  };
}
