import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

/**
 * A passkey held in memory, for server tests: it answers WebAuthn
 * registration and login challenges as a device would (ES256, "none"
 * attestation), with user verification on or off, so a test can replay,
 * delay or weaken an answer. The browser tests use Chromium's virtual
 * authenticator instead.
 */
export type SoftwarePasskey = ReturnType<typeof createSoftwarePasskey>;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** The few CBOR items a COSE key and an attestation object need (RFC 8949). */
function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  return Buffer.concat([
    cborHead(5, value.size),
    ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

/** The flags byte of authenticator data: user present, user verified, credential data attached. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export function createSoftwarePasskey({ origin }: { origin: string }) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);

  const jwk = (publicKey as KeyObject).export({ format: "jwk" });
  /** The public key as COSE (kty EC2, alg ES256, crv P-256, x, y), as the server stores it. */
  const coseKey = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );

  const clientData = (type: "webauthn.create" | "webauthn.get", challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const flags = (verified: boolean) => UP | (verified ? UV : 0);
  const counter = Buffer.alloc(4);

  return {
    id,
    /** What the server's passkey table holds for this credential. */
    publicKey: b64url(coseKey),

    /** The answer to a registration challenge (navigator.credentials.create). */
    register(challenge: string, { verified = true } = {}) {
      const idLength = Buffer.from([0, credentialId.length]);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags(verified) | AT]),
        counter,
        Buffer.alloc(16),
        idLength,
        credentialId,
        coseKey,
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", challenge)),
          attestationObject: b64url(attestationObject),
          transports: ["internal" as const],
        },
        clientExtensionResults: {},
      };
    },

    /** The answer to a login challenge (navigator.credentials.get); counter 0, as synced passkeys send. */
    authenticate(challenge: string, { verified = true } = {}) {
      const authenticatorData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags(verified)]),
        counter,
      ]);
      const clientDataJSON = clientData("webauthn.get", challenge);
      const signature = sign(
        "sha256",
        Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
