/**
 * What a browser posts after `startAuthentication` / `startRegistration` (@simplewebauthn/browser):
 * the WebAuthn response shapes of @simplewebauthn's own types, checked before anything reads them,
 * so a body of another shape is a 400 at the route and never reaches the verifier or the database.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";

/** Base64url as browsers send binary fields; 64 KiB is far above any attestation's size. */
const base64url = z
  .string()
  .max(65_536)
  .regex(/^[A-Za-z0-9_-]*$/);

/**
 * A credential id as browsers send it: at most 1023 bytes (WebAuthn), so 1364 base64url
 * characters. An id no authenticator makes (a NUL, a number, 2 KB) is refused here, not by the
 * database with an error and a stack trace in the log for each try.
 */
const CREDENTIAL_ID = /^[A-Za-z0-9_-]{1,1364}$/;
const credentialId = z.string().regex(CREDENTIAL_ID);

/** Whether `id` can be a credential's id (a form's passkey field, before a query reads it). */
export const isCredentialId = (id: string) => CREDENTIAL_ID.test(id);

const credentialFields = {
  id: credentialId,
  rawId: credentialId,
  authenticatorAttachment: z.enum(["cross-platform", "platform"]).optional(),
  // No extension is asked for, so none is read: whatever the browser reports is dropped.
  clientExtensionResults: z.object({}),
  type: z.literal("public-key"),
};

const AuthenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
}) satisfies z.ZodType<AuthenticationResponseJSON>;

const RegistrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32)).max(16).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
}) satisfies z.ZodType<RegistrationResponseJSON>;

/** The passkey login's body: the assertion, and the staff page to go to next. */
export const PasskeyLoginSchema = z.object({
  credential: AuthenticationResponseSchema,
  next: z.string().optional(),
});

/** The body that adds a passkey: the new credential. */
export const PasskeyRegistrationSchema = z.object({ credential: RegistrationResponseSchema });
