import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createResoClient, retryAfterMs } from "./reso-client.ts";

const CONFIG = {
  apiUrl: "https://api.example-mls.com/reso/odata",
  tokenUrl: "https://auth.example-mls.com/token",
  clientId: "client",
  clientSecret: "secret-0123456789",
  scope: "api",
};

/** A provider that answers every token request and every page; records where each request went. */
function provider(page: unknown) {
  const sent: { url: string; authorization: string | null }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, authorization: new Headers(init?.headers).get("authorization") });
    const body = url === CONFIG.tokenUrl ? { access_token: "tok", expires_in: 3600 } : page;
    return new Response(JSON.stringify(body), { status: 200 });
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

describe("the RESO client", () => {
  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2026-11-28T03:00:00Z");
    expect(retryAfterMs("7", now)).toBe(7_000);
    expect(retryAfterMs("Sat, 28 Nov 2026 03:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it("asks with OData's query written as a URI (%20, never +) and one token for every page", async () => {
    const { sent, fetch } = provider({ value: [{ n: 1 }] });
    const client = createResoClient({ config: CONFIG, fetch });
    const record = z.object({ n: z.number() });
    await client.page({ resource: "Property", query: { $filter: "City eq 'Newton'" } }, record);
    await client.page({ nextLink: `${CONFIG.apiUrl}/Property?$skip=1` }, record);
    expect(sent.map((request) => request.url)).toEqual([
      CONFIG.tokenUrl,
      `${CONFIG.apiUrl}/Property?$filter=City%20eq%20'Newton'`,
      `${CONFIG.apiUrl}/Property?$skip=1`,
    ]);
    expect(sent[1]?.authorization).toBe("Bearer tok");
  });

  it("never sends the token to a next-page link on another site", async () => {
    const { sent, fetch } = provider({ value: [] });
    const client = createResoClient({ config: CONFIG, fetch });
    await expect(
      client.page(
        { nextLink: "https://elsewhere.example.net/odata/Property?$skip=1000" },
        z.object({}),
      ),
    ).rejects.toThrow(/points to another site/);
    expect(sent.filter((request) => request.url.includes("elsewhere"))).toEqual([]);
  });
});
