/**
 * The built server behind a TLS proxy, started on its own with a rate limit:
 * forged forwarding headers, malformed Host and Origin, odd methods, and what
 * the log keeps. Raw sockets (./support/raw-http.ts) send what browsers refuse to send.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { type OwnServer, startOwnServer } from "./support/own-server.ts";
import { expectCloseAfterEarlyAnswer, FORM, rawRequest, signInBody } from "./support/raw-http.ts";

const PUBLIC_ORIGIN = "https://www.example.test";
const RATE_LIMIT = 5;

/**
 * The limiter counts per clock minute (server/rate-limiter.ts), and the server
 * runs on this machine's clock: a test that fills the limit and then goes over
 * it starts with at least 20 s of the minute left, so a new minute cannot reset
 * the count halfway through.
 */
async function startOfAFreshEnoughMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

test.describe("behind a TLS proxy, with the default TRUST_PROXY_HOPS", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startOwnServer({
      entry: "server/start.js",
      env: { SITE_URL: PUBLIC_ORIGIN, FORM_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) },
      startTimeout: 60_000,
    });
    // Its own SITE_URL makes it rewrite the built pages and log when their brotli copies are
    // ready, seconds after it answers: wait for that line, so the tests below count only theirs.
    await expect
      .poll(() => server.lines().some((line) => line.includes("brotli copies of the")), {
        timeout: 60_000,
      })
      .toBe(true);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /**
   * Each test posts from its own loopback address (the rate limit counts per
   * address): 127.0.0.x for x = 10, 11, ...
   */
  let nextAddress = 10;
  const ownAddress = () => `127.0.0.${nextAddress++}`;

  const mailed = (marker: string) => server.mails().filter((mail) => mail.includes(marker));

  /** A sign-in form for `marker`, posted raw from `address` with `headers` before its own. */
  const postSignIn = (
    path: string,
    marker: string,
    headers: [string, string | number][],
    address: string,
  ) => {
    const body = signInBody(marker);
    return rawRequest(
      server.port,
      "POST",
      path,
      [...headers, ["Content-Type", FORM], ["Content-Length", Buffer.byteLength(body)]],
      body,
      address,
    );
  };

  /** The log lines since `before`, without the start-up check of /healthz that may still be logging. */
  const linesSince = (before: number) =>
    server
      .lines()
      .slice(before)
      .filter((line) => !line.includes('"/healthz"'));

  for (const [mode, path] of [
    ["no JS", "/event/sign-in?event=Proxy%20Open%20House"],
    ["with JS", "/event/sign-in.data?event=Proxy%20Open%20House"],
  ] as const) {
    test(`11.5: a ${mode} post from the public origin is stored though the proxy forwards neither Host nor X-Forwarded-Proto`, async () => {
      const marker = `Proxy${randomUUID().slice(0, 8)}`;
      // nginx's default: Host is the upstream address, no X-Forwarded-Proto.
      const response = await postSignIn(
        path,
        marker,
        [
          ["Host", `127.0.0.1:${server.port}`],
          ["Origin", PUBLIC_ORIGIN],
        ],
        ownAddress(),
      );
      expect(response.status).toBe(200);
      await expect.poll(() => mailed(marker).length).toBe(1);
    });
  }

  test("11.5: a post from another site is still refused, and nothing is stored", async () => {
    const marker = `Evil${randomUUID().slice(0, 8)}`;
    const response = await postSignIn(
      "/event/sign-in?event=Proxy",
      marker,
      [
        ["Host", `127.0.0.1:${server.port}`],
        ["Origin", "https://evil.example"],
      ],
      ownAddress(),
    );
    expect(response.status).toBe(403);
    // A stored lead is mailed at once: give the outbox time to show one, had it been stored.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailed(marker)).toEqual([]);
  });

  test("11.6: malformed Host and Origin headers get a 400 and one log line, never a 500", async () => {
    const cases: [string, [string, string][]][] = [
      [
        "Origin",
        [
          ["Host", "localhost"],
          ["Origin", "foo"],
        ],
      ],
      ["Host", [["Host", "a b"]]],
      ["Host", [["Host", "[::1"]]],
      ["Host", [["Host", "x:99999"]]],
    ];
    for (const [header, headers] of cases) {
      const before = server.lines().length;
      for (const method of ["GET", "POST"]) {
        const response = await rawRequest(
          server.port,
          method,
          "/event/sign-in?event=Headers",
          [...headers, ["Content-Length", "0"]],
          "",
          ownAddress(),
        );
        expect(response.status, `${method} with ${JSON.stringify(headers)}`).toBe(400);
      }
      await expect
        .poll(() => server.lines().slice(before))
        .toEqual([
          expect.stringContaining(`"refused":"malformed ${header} header"`),
          expect.stringContaining(`"refused":"malformed ${header} header"`),
        ]);
    }
  });

  test("a post to a page without a form gets 405 and one log line, no stack trace", async () => {
    const before = server.lines().length;
    const response = await rawRequest(
      server.port,
      "POST",
      "/team",
      [
        ["Host", `127.0.0.1:${server.port}`],
        ["Origin", PUBLIC_ORIGIN],
        ["Content-Type", FORM],
        ["Content-Length", 3],
      ],
      "a=b",
      ownAddress(),
    );
    expect(response.status).toBe(405);
    await expect
      .poll(() => linesSince(before))
      .toEqual([expect.stringContaining('"path":"/team","status":405')]);
  });

  test("TRACE and a broken percent-encoding get a 4xx and one log line, no stack trace", async () => {
    const before = server.lines().length;
    const host: [string, string] = ["Host", `127.0.0.1:${server.port}`];
    const trace = await rawRequest(server.port, "TRACE", "/", [host], "", ownAddress());
    expect(trace.status).toBe(405);
    for (const path of ["/%E0%A4%A", "/staff/leads/%E0%A4%A"]) {
      const response = await rawRequest(server.port, "GET", path, [host], "", ownAddress());
      expect([path, response.status, response.body]).toEqual([path, 400, "Malformed URL."]);
    }
    await expect
      .poll(() => linesSince(before))
      .toEqual([
        expect.stringContaining('"refused":"method not allowed"'),
        expect.stringContaining('"refused":"malformed URL"'),
        expect.stringContaining('"refused":"malformed URL"'),
      ]);
  });

  test("the log keeps no query value and no sign-in token", async () => {
    const before = server.lines().length;
    const host: [string, string] = ["Host", `127.0.0.1:${server.port}`];
    for (const path of [
      "/unsubscribe?t=secret-unsubscribe-token",
      "/staff/login/secret-sign-in-token",
      "/blog?q=someone%40example.com",
    ])
      await rawRequest(server.port, "GET", path, [host], "", ownAddress());
    await expect.poll(() => server.lines().length).toBeGreaterThanOrEqual(before + 3);
    const logged = server.lines().slice(before).join("\n");
    expect(logged).toContain('"path":"/unsubscribe","query":"t"');
    expect(logged).toContain('"path":"/staff/login/…"');
    for (const secret of ["secret-unsubscribe-token", "secret-sign-in-token", "someone"])
      expect(logged).not.toContain(secret);
  });

  test("11.6: X-Forwarded-Host and -Proto from an untrusted client are ignored, not a crash", async () => {
    for (const [name, value] of [
      ["X-Forwarded-Host", "a b"],
      ["X-Forwarded-Host", "[::1"],
      ["X-Forwarded-Proto", "javascript"],
      ["X-Forwarded-Proto", "a b, c"],
    ]) {
      const response = await rawRequest(server.port, "GET", "/event/sign-in?event=Forwarded", [
        ["Host", "localhost"],
        [name as string, value as string],
      ]);
      expect(response.status, `${name}: ${value}`).toBe(200);
    }
    expect(server.lines().filter((line) => /^\s+at /.test(line))).toEqual([]);
  });

  test("11.7: X-Forwarded-For cannot buy a client more posts than the limit", async () => {
    test.setTimeout(60_000);
    await startOfAFreshEnoughMinute();
    const address = ownAddress();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 3; i += 1) {
      const response = await postSignIn(
        "/event/sign-in?event=Limit",
        `Limit${randomUUID().slice(0, 8)}`,
        [
          ["Host", "localhost"],
          ["Origin", PUBLIC_ORIGIN],
          // A new forged address each time (junk included): with no trusted proxy it is ignored.
          ["X-Forwarded-For", i % 2 ? `198.51.100.${i}` : `junk-${i}`],
        ],
        address,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(200), 429, 429, 429]);
  });

  test("11.9: a 429 before the body was read closes the connection instead of resetting the next request", async () => {
    test.setTimeout(60_000);
    await startOfAFreshEnoughMinute();
    const address = ownAddress();
    for (let i = 0; i < RATE_LIMIT; i += 1) {
      const response = await postSignIn(
        "/event/sign-in?event=Limit",
        `Fill${randomUUID().slice(0, 8)}`,
        [["Host", "localhost"]],
        address,
      );
      expect(response.status).toBe(200);
    }
    // Over the limit, with a body still on its way.
    await expectCloseAfterEarlyAnswer(server.port, "/event/sign-in?event=Limit", [], 429, address);
  });
});
