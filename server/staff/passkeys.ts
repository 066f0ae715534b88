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
import { staffPasskeys } from "../db/schema.ts";

export type Passkey = typeof staffPasskeys.$inferSelect;
export type PasskeyService = ReturnType<typeof createPasskeys>;

/**
 * Passkeys (WebAuthn) for signed-in members. The relying party is the site's
 * own host and origin (SITE_URL): a passkey made here works only here.
 * Passkeys are discoverable, so signing in needs no address typed first.
 */
export function createPasskeys({ db, siteUrl }: { db: Database; siteUrl: string }) {
  const origin = new URL(siteUrl).origin;
  const rpID = new URL(siteUrl).hostname;

  const listFor = (email: string) =>
    db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.email, email))
      .orderBy(asc(staffPasskeys.createdAt));

  return {
    listFor,

    async registrationOptions(email: string) {
      const existing = await listFor(email);
      return generateRegistrationOptions({
        rpName: `${site.name} workspace`,
        rpID,
        userName: email,
        userID: new TextEncoder().encode(email),
        attestationType: "none",
        excludeCredentials: existing.map((key) => ({
          id: key.id,
          transports: key.transports ?? undefined,
        })),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
    },

    /** Stores the new passkey when the response answers `challenge`; its label, or null when refused. */
    async register(
      email: string,
      response: RegistrationResponseJSON,
      challenge: string,
      device: string,
    ): Promise<string | null> {
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch(() => null);
      if (!result?.verified) return null;
      const { credential } = result.registrationInfo;
      const label = `${device}, added ${new Date().toISOString().slice(0, 10)}`;
      await db.insert(staffPasskeys).values({
        id: credential.id,
        email,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? null,
        label,
      });
      return label;
    },

    authenticationOptions: () =>
      generateAuthenticationOptions({ rpID, userVerification: "preferred", allowCredentials: [] }),

    /** The member a passkey assertion signs in, or null. */
    async authenticate(
      response: AuthenticationResponseJSON,
      challenge: string,
    ): Promise<string | null> {
      const [key] = await db.select().from(staffPasskeys).where(eq(staffPasskeys.id, response.id));
      if (!key) return null;
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
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
      const [removed] = await db
        .delete(staffPasskeys)
        .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.email, email)))
        .returning();
      return removed;
    },
  };
}
