import { randomUUID } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, asc, eq } from "drizzle-orm";
import { site } from "#content/site.ts";
import type { Database } from "../db/client.ts";
import { notificationOutbox, type StaffPasskeyAddedPayload, staffPasskeys } from "../db/schema.ts";
import { createChallengeStore } from "./challenges.ts";
import { isCredentialId } from "./passkey-answers.ts";

export type Passkey = typeof staffPasskeys.$inferSelect;
export type PasskeyService = ReturnType<typeof createPasskeys>;
export type PasskeyRegistration =
  | { ok: true; label: string }
  | { ok: false; problem: "refused" | "taken" };

/**
 * Passkeys (WebAuthn) for signed-in members. The relying party is the site's
 * own host and origin (SITE_URL): a passkey made here works only here.
 * Passkeys are discoverable, so logging in needs no address typed first.
 * Every ceremony requires user verification (the device's PIN, fingerprint
 * or face): a passkey is the member's only factor, so presence alone (a tap
 * on a stolen security key) must not do. Each challenge is kept on the
 * server and answered once, within 5 minutes (challenges.ts).
 */
export function createPasskeys({
  db,
  siteUrl,
  isStaff,
  onMailQueued,
}: {
  db: Database;
  siteUrl: string;
  /** Whether an address is in STAFF_EMAILS now: a former member's passkey is deleted when it is used. */
  isStaff: (email: string) => boolean;
  onMailQueued?: () => void;
}) {
  const origin = new URL(siteUrl).origin;
  const rpID = new URL(siteUrl).hostname;
  const challenges = createChallengeStore(db);

  const listFor = (email: string) =>
    db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.email, email))
      .orderBy(asc(staffPasskeys.createdAt));

  return {
    listFor,

    /** Options for adding a passkey; its challenge is kept for this member only. */
    async registrationOptions(email: string) {
      const existing = await listFor(email);
      const options = await generateRegistrationOptions({
        rpName: `${site.name} workspace`,
        rpID,
        userName: email,
        userID: new TextEncoder().encode(email),
        attestationType: "none",
        excludeCredentials: existing.map((key) => ({
          id: key.id,
          transports: key.transports ?? undefined,
        })),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
      await challenges.keep(options.challenge, "add-passkey", email);
      return options;
    },

    /**
     * Stores the new passkey when the response answers the member's live
     * challenge, and queues the mail that tells her (in one transaction): its
     * label; refused when the answer does not check out, taken when another
     * passkey row already has its credential id. The challenge is spent either way.
     */
    async register(
      email: string,
      response: RegistrationResponseJSON,
      challenge: string,
      device: string,
    ): Promise<PasskeyRegistration> {
      const refused = { ok: false, problem: "refused" } as const;
      if (!(await challenges.take(challenge, "add-passkey", email))) return refused;
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      }).catch(() => null);
      if (!result?.verified) return refused;
      const { credential } = result.registrationInfo;
      const addedAt = new Date();
      const label = `${device}, added ${addedAt.toISOString().slice(0, 10)}`;
      const mail: StaffPasskeyAddedPayload = {
        kind: "staff-passkey-added",
        recipient: email,
        passkey: label,
        addedAt: addedAt.toISOString(),
      };
      const added = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staffPasskeys)
          .values({
            id: credential.id,
            email,
            publicKey: Buffer.from(credential.publicKey).toString("base64url"),
            counter: credential.counter,
            transports: credential.transports ?? null,
            label,
          })
          .onConflictDoNothing({ target: staffPasskeys.id })
          .returning({ id: staffPasskeys.id });
        if (!row) return false;
        await tx.insert(notificationOutbox).values({
          idempotencyKey: `staff-passkey-added:${randomUUID()}`,
          recipient: email,
          payload: mail,
        });
        return true;
      });
      if (!added) return { ok: false, problem: "taken" };
      onMailQueued?.();
      return { ok: true, label };
    },

    /** Options for logging in; the challenge is kept for 5 minutes, for one answer. */
    async authenticationOptions() {
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: "required",
        allowCredentials: [],
      });
      await challenges.keep(options.challenge, "sign-in");
      return options;
    },

    /**
     * The member a passkey assertion logs in, or null. The challenge must be
     * live and is spent by this answer, right or wrong. A passkey of an address
     * no longer in STAFF_EMAILS is deleted, so adding the address back does not
     * revive it.
     */
    async authenticate(
      response: AuthenticationResponseJSON,
      challenge: string,
    ): Promise<string | null> {
      if (!(await challenges.take(challenge, "sign-in"))) return null;
      const [key] = await db.select().from(staffPasskeys).where(eq(staffPasskeys.id, response.id));
      if (!key) return null;
      if (!isStaff(key.email)) {
        await db.delete(staffPasskeys).where(eq(staffPasskeys.id, key.id));
        return null;
      }
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
        credential: {
          id: key.id,
          publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64url")),
          counter: key.counter,
          transports: key.transports ?? undefined,
        },
      }).catch(() => null);
      if (!result?.verified) return null;
      await db
        .update(staffPasskeys)
        .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
        .where(eq(staffPasskeys.id, key.id));
      return key.email;
    },

    /** Removes one of the member's own passkeys; whether there was one. */
    async remove(email: string, id: string): Promise<Passkey | undefined> {
      if (!isCredentialId(id)) return undefined;
      const [removed] = await db
        .delete(staffPasskeys)
        .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.email, email)))
        .returning();
      return removed;
    },

    /** Removes every passkey of the member ("log out everywhere" with the box ticked): how many. */
    async removeAll(email: string): Promise<number> {
      const removed = await db
        .delete(staffPasskeys)
        .where(eq(staffPasskeys.email, email))
        .returning({ id: staffPasskeys.id });
      return removed.length;
    },
  };
}
