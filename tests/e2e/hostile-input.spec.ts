/**
 * The built server against hostile input and careless operations: oversized
 * and malformed requests, forged forwarding headers, a TLS proxy in front,
 * keep-alive sockets after an early answer, and a bounded fuzz of both forms.
 * Raw sockets (node:net) send what browsers and fetch() refuse to send.
 */
import { randomUUID } from "node:crypto";
import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { allMails, mailsMentioning } from "./support/mail.ts";
import { type OwnServer, startOwnServer } from "./support/own-server.ts";

/** The body limit the server enforces (server/body-limit.ts). */
const LIMIT = 64 * 1024;

// ------------------------------------------------------------------ raw HTTP

type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** One TCP connection that sends raw bytes and reads HTTP/1.1 responses off it in order. */
class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  /** "end": the server closed the connection cleanly; "reset": it was torn down (ECONNRESET). */
  readonly closed: Promise<"end" | "reset">;

  private constructor(private readonly socket: Socket) {
    socket.on("data", (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      let reset = false;
      socket.on("error", () => {
        reset = true;
      });
      socket.on("close", () => {
        resolve(reset ? "reset" : "end");
        this.wake();
      });
    });
  }

  static open(port: number, localAddress?: string) {
    return new Promise<RawConnection>((resolve, reject) => {
      const socket = connect({ port, host: "127.0.0.1", localAddress }, () =>
        resolve(new RawConnection(socket)),
      );
      socket.once("error", reject);
    });
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  private async until(ready: () => boolean, what: string, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      if (this.socket.destroyed) throw new Error(`connection closed while waiting for ${what}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** Writes bytes; false when the server has already closed the connection. */
  send(data: string | Buffer) {
    return new Promise<boolean>((resolve) => {
      if (this.socket.destroyed || !this.socket.writable) return resolve(false);
      this.socket.write(data, (error) => resolve(!error));
    });
  }

  /** The next complete response (Content-Length or chunked body). */
  async response(timeoutMs?: number): Promise<RawResponse> {
    await this.until(() => this.buffer.includes("\r\n\r\n"), "response headers", timeoutMs);
    const headEnd = this.buffer.indexOf("\r\n\r\n");
    const [statusLine = "", ...lines] = this.buffer.subarray(0, headEnd).toString().split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let body: Buffer;
    if (headers["transfer-encoding"] === "chunked") {
      // Read chunk by chunk as the bytes arrive; a malformed size is an error, never a loop.
      const parts: Buffer[] = [];
      let at = headEnd + 4;
      for (;;) {
        await this.until(() => this.buffer.indexOf("\r\n", at) >= 0, "chunk size");
        const lineEnd = this.buffer.indexOf("\r\n", at);
        const sizeText = this.buffer.subarray(at, lineEnd).toString();
        const size = Number.parseInt(sizeText, 16);
        if (!/^[0-9a-f]+$/i.test(sizeText) || !Number.isSafeInteger(size))
          throw new Error(`malformed chunk size ${JSON.stringify(sizeText)}`);
        const dataEnd = lineEnd + 2 + size;
        await this.until(() => this.buffer.length >= dataEnd + 2, "chunk data");
        at = dataEnd + 2;
        if (size === 0) break;
        parts.push(this.buffer.subarray(lineEnd + 2, dataEnd));
      }
      body = Buffer.concat(parts);
      this.buffer = this.buffer.subarray(at);
    } else {
      const length = Number(headers["content-length"] ?? 0);
      await this.until(() => this.buffer.length - headEnd - 4 >= length, "response body");
      const rest = this.buffer.subarray(headEnd + 4);
      body = rest.subarray(0, length);
      this.buffer = rest.subarray(length);
    }
    return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString() };
  }

  close() {
    this.socket.destroy();
  }
}

/** A request's head as raw text (CRLF line ends), headers given exactly as written. */
function head(method: string, path: string, headers: [string, string | number][]) {
  return `${method} ${path} HTTP/1.1\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n`;
}

/** One request on a fresh connection. */
async function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: [string, string | number][],
  body = "",
  localAddress?: string,
) {
  const connection = await RawConnection.open(port, localAddress);
  try {
    await connection.send(head(method, path, headers) + body);
    return await connection.response();
  } finally {
    connection.close();
  }
}

/**
 * Posts a form that declares 60 KB and sends 2 KB of it, expects `status` at
 * once, told to close the connection (the rest of the body was never read),
 * and a clean close, not a reset.
 */
async function expectCloseAfterEarlyAnswer(
  port: number,
  path: string,
  headers: [string, string][],
  status: number,
  localAddress?: string,
) {
  const connection = await RawConnection.open(port, localAddress);
  try {
    await connection.send(
      head("POST", path, [
        ["Host", "localhost"],
        ...headers,
        ["Content-Type", FORM],
        ["Content-Length", 60_000],
      ]) + "a=".padEnd(2048, "x"),
    );
    const response = await connection.response();
    expect(response.status).toBe(status);
    expect(response.headers.connection).toBe("close");
    expect(await connection.closed).toBe("end");
  } finally {
    connection.close();
  }
}

/** A sign-in as the form posts it, marked with a name only this test uses. */
function signInBody(marker: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    firstName: "Hostile",
    lastName: marker,
    email: `${marker.toLowerCase()}@example.com`,
    phone: "6175550100",
    form_token: randomUUID(),
    ...extra,
  }).toString();
}

const FORM = "application/x-www-form-urlencoded";

// ------------------------------------------------------ a server of our own

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
      const body = signInBody(marker);
      // nginx's default: Host is the upstream address, no X-Forwarded-Proto.
      const response = await rawRequest(
        server.port,
        "POST",
        path,
        [
          ["Host", `127.0.0.1:${server.port}`],
          ["Origin", PUBLIC_ORIGIN],
          ["Content-Type", FORM],
          ["Content-Length", Buffer.byteLength(body)],
        ],
        body,
        ownAddress(),
      );
      expect(response.status).toBe(200);
      await expect.poll(() => mailed(marker).length).toBe(1);
    });
  }

  test("11.5: a post from another site is still refused, and nothing is stored", async () => {
    const marker = `Evil${randomUUID().slice(0, 8)}`;
    const body = signInBody(marker);
    const response = await rawRequest(
      server.port,
      "POST",
      "/event/sign-in?event=Proxy",
      [
        ["Host", `127.0.0.1:${server.port}`],
        ["Origin", "https://evil.example"],
        ["Content-Type", FORM],
        ["Content-Length", Buffer.byteLength(body)],
      ],
      body,
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
      const body = signInBody(`Limit${randomUUID().slice(0, 8)}`);
      const response = await rawRequest(
        server.port,
        "POST",
        "/event/sign-in?event=Limit",
        [
          ["Host", "localhost"],
          ["Origin", PUBLIC_ORIGIN],
          // A new forged address each time (junk included): with no trusted proxy it is ignored.
          ["X-Forwarded-For", i % 2 ? `198.51.100.${i}` : `junk-${i}`],
          ["Content-Type", FORM],
          ["Content-Length", Buffer.byteLength(body)],
        ],
        body,
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
      const body = signInBody(`Fill${randomUUID().slice(0, 8)}`);
      const response = await rawRequest(
        server.port,
        "POST",
        "/event/sign-in?event=Limit",
        [
          ["Host", "localhost"],
          ["Content-Type", FORM],
          ["Content-Length", Buffer.byteLength(body)],
        ],
        body,
        address,
      );
      expect(response.status).toBe(200);
    }
    // Over the limit, with a body still on its way.
    await expectCloseAfterEarlyAnswer(server.port, "/event/sign-in?event=Limit", [], 429, address);
  });
});

// ------------------------------------------------- the shared browser-test server

/** The port of the server playwright.config.ts started. */
function sharedPort(baseURL: string | undefined) {
  return Number(new URL(baseURL ?? "http://localhost:3210").port);
}

test.describe("request bodies", () => {
  test("11.1: a body declared over 64 KB is refused with 413 before it is sent, and the connection closes", async ({
    baseURL,
  }) => {
    const connection = await RawConnection.open(sharedPort(baseURL));
    // 200 MB declared, none of it sent: the answer must not wait for the body.
    await connection.send(
      head("POST", "/contact", [
        ["Host", new URL(baseURL ?? "").host],
        ["Content-Type", FORM],
        ["Content-Length", 200 * 1024 * 1024],
      ]),
    );
    const response = await connection.response();
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe("close");
    expect(response.body.length).toBeLessThan(1000);
    expect(await connection.closed).toBe("end");
    connection.close();
  });

  test("a client that trickles its headers is answered 408 and cut off within seconds", async ({
    baseURL,
  }) => {
    const connection = await RawConnection.open(sharedPort(baseURL));
    const started = Date.now();
    // The request line and one header, then nothing: the headers never end.
    await connection.send(`GET / HTTP/1.1\r\nHost: ${new URL(baseURL ?? "").host}\r\n`);
    const response = await connection.response(20_000);
    expect(response.status).toBe(408);
    expect(await connection.closed).toBe("end");
    // 10 s allowed, checked every 2 s; Node's defaults held such a client for 60-90 s.
    expect(Date.now() - started).toBeLessThan(15_000);
    connection.close();
  });

  test("11.1: a chunked body is counted as it arrives and refused at 64 KB; nothing is stored", async ({
    baseURL,
  }) => {
    const marker = `Chunked${randomUUID().slice(0, 8)}`;
    const connection = await RawConnection.open(sharedPort(baseURL));
    await connection.send(
      head("POST", "/event/sign-in?event=Chunked", [
        ["Host", new URL(baseURL ?? "").host],
        ["Content-Type", FORM],
        ["Transfer-Encoding", "chunked"],
      ]),
    );
    const form = `${signInBody(marker)}&padding=`;
    const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
    await connection.send(chunk(form));
    // 16 KB at a time until just past 64 KB, then wait for the answer: the server
    // must answer without the end of the body. (Writing on after it has answered
    // and closed gets the connection reset, and a reset discards the answer unread.)
    for (let sent = form.length; sent <= LIMIT; sent += 16 * 1024) {
      if (!(await connection.send(chunk("x".repeat(16 * 1024))))) break;
    }
    const response = await connection.response();
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe("close");
    connection.close();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailsMentioning(marker)).toEqual([]);
  });

  test("11.1: a small chunked sign-in is still stored", async ({ baseURL }) => {
    const marker = `SmallChunk${randomUUID().slice(0, 8)}`;
    const body = signInBody(marker);
    const connection = await RawConnection.open(sharedPort(baseURL));
    await connection.send(
      `${head("POST", "/event/sign-in?event=Chunked", [
        ["Host", new URL(baseURL ?? "").host],
        ["Content-Type", FORM],
        ["Transfer-Encoding", "chunked"],
      ])}${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    const response = await connection.response();
    connection.close();
    expect(response.status).toBe(200);
    await expect.poll(async () => (await mailsMentioning(marker)).length).toBe(1);
  });

  test("11.9: after a cross-site post is refused unread, the keep-alive client is told to reconnect", async ({
    baseURL,
  }) => {
    await expectCloseAfterEarlyAnswer(
      sharedPort(baseURL),
      "/contact",
      [["Origin", "https://evil.example"]],
      403,
    );
  });

  test("11.9: a fully read post keeps the connection for the next request", async ({ baseURL }) => {
    const host = new URL(baseURL ?? "").host;
    const connection = await RawConnection.open(sharedPort(baseURL));
    const body = signInBody(`KeepAlive${randomUUID().slice(0, 8)}`);
    await connection.send(
      head("POST", "/event/sign-in?event=KeepAlive", [
        ["Host", host],
        ["Content-Type", FORM],
        ["Content-Length", Buffer.byteLength(body)],
      ]) + body,
    );
    expect((await connection.response()).status).toBe(200);
    await connection.send(head("GET", "/healthz", [["Host", host]]));
    expect((await connection.response()).status).toBe(200);
    connection.close();
  });
});

// ---------------------------------------------------------------------- fuzz

type Fields = Record<string, string>;
type LeadForm = {
  paths: string[];
  /** A valid submission carrying `marker` in the last name and the e-mail. */
  valid: (marker: string) => Fields;
};

const LEAD_FORMS: LeadForm[] = [
  {
    // The no-JS post of the page, and the router's fetch of the same action (JavaScript on).
    paths: ["/contact", "/contact.data"],
    valid: (marker) => ({
      first_name: "Fuzz",
      last_name: marker,
      email: `${marker.toLowerCase()}@example.com`,
      phone: "(617) 555-0100",
      lead_type: "buyer",
      lead_source: "Website",
      message: "Looking in Newton.",
      form_token: randomUUID(),
    }),
  },
  {
    paths: ["/event/sign-in?event=Fuzz%20House", "/event/sign-in.data?event=Fuzz%20House"],
    valid: (marker) => ({
      firstName: "Fuzz",
      lastName: marker,
      email: `${marker.toLowerCase()}@example.com`,
      phone: "6175550100",
      form_token: randomUUID(),
    }),
  },
];

/**
 * What a hostile client puts into one field. NUL is left to the one-line fields
 * (which refuse every control character): in the message it is another fix's subject.
 */
const HOSTILE_VALUES: [string, (field: string) => string][] = [
  ["over the field maximum", () => "x".repeat(5001)],
  ["over the body limit", () => "x".repeat(LIMIT + 1)],
  [
    "control characters",
    (field) => (field === "message" ? "\u0007\u001b[31m\u0008" : "a\u0000b\u0007"),
  ],
  ["CRLF header injection", () => "Robin\r\nBcc: victim@example.com\r\n\r\nspam"],
  ["HTML", () => `<script>alert(1)</script><img src=x onerror=alert(2)>`],
  ["JSON", () => `{"$ne":null,"__proto__":{"admin":true}}`],
  ["right-to-left override", () => "\u202egnp.exe"],
  ["empty", () => ""],
  ["only spaces", () => "     "],
  ["a lone surrogate", () => "\ud800"],
];

/** Bodies the way a client could encode a form, right or wrong. */
type Encoding = "urlencoded" | "multipart" | "json" | "text/plain" | "no content type";
const ENCODINGS: Encoding[] = ["urlencoded", "multipart", "json", "text/plain", "no content type"];

test("fuzz: hostile posts to both forms never answer 5xx, store nothing they refuse, and the server keeps answering", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? "").origin;
  type Sent = { what: string; marker: string; status: number; honeypot: boolean };
  const sent: Sent[] = [];
  const jobs: (() => Promise<void>)[] = [];

  for (const form of LEAD_FORMS) {
    const fieldNames = Object.keys(form.valid("x")).filter((name) => name !== "form_token");
    for (const path of form.paths) {
      for (const encoding of ENCODINGS) {
        // Each hostile value lands in a different field as the loop goes round.
        HOSTILE_VALUES.forEach(([label, value], index) => {
          const field = fieldNames[index % fieldNames.length] as string;
          const marker = `Fuzz${randomUUID().slice(0, 12).replace("-", "")}`;
          const fields = { ...form.valid(marker), [field]: value(field) };
          jobs.push(() => post(`${label} in ${field}`, path, encoding, fields, marker));
        });
      }
      // Shapes that are not a single value per field.
      const extra: [string, (marker: string) => string][] = [
        ["every field twice", (m) => `${enc(form.valid(m))}&${enc(form.valid(m))}`],
        ["array-style names", (m) => enc(form.valid(m)).replace(/(^|&)([a-z_]+)=/gi, "$1$2[]=")],
        ["a filled honeypot", (m) => `${enc(form.valid(m))}&company_website=spam.example`],
        ["a malformed token", (m) => enc({ ...form.valid(m), form_token: "../../etc/passwd" })],
        ["broken percent-encoding", (m) => `${enc(form.valid(m))}&x=%E0%A4%A&y=%`],
        ["no body", () => ""],
      ];
      for (const [label, body] of extra) {
        const marker = `Fuzz${randomUUID().slice(0, 12).replace("-", "")}`;
        jobs.push(() =>
          send(label, path, marker, body(marker), FORM, label === "a filled honeypot"),
        );
      }
      jobs.push(() =>
        send("multipart without a boundary", path, "none", "--x\r\n\r\n", "multipart/form-data"),
      );
      jobs.push(() =>
        send(
          "a binary body",
          path,
          "none",
          "\u0000\u00ff\u00fe".repeat(300),
          "application/octet-stream",
        ),
      );
    }
  }

  function enc(fields: Fields) {
    return new URLSearchParams(fields).toString();
  }

  async function post(
    what: string,
    path: string,
    encoding: Encoding,
    fields: Fields,
    marker: string,
  ) {
    if (encoding === "multipart") {
      const response = await request.post(path, {
        multipart: fields,
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      sent.push({
        what: `${what} (multipart) ${path}`,
        marker,
        status: response.status(),
        honeypot: false,
      });
      return;
    }
    const [body, type] =
      encoding === "urlencoded"
        ? [enc(fields), FORM]
        : encoding === "json"
          ? [JSON.stringify(fields), "application/json"]
          : encoding === "text/plain"
            ? [
                Object.entries(fields)
                  .map(([k, v]) => `${k}=${v}`)
                  .join("\r\n"),
                "text/plain",
              ]
            : [enc(fields), undefined];
    await send(`${what} (${encoding})`, path, marker, body, type);
  }

  async function send(
    what: string,
    path: string,
    marker: string,
    body: string,
    type: string | undefined,
    honeypot = false,
  ) {
    const response = await request.post(path, {
      data: body,
      headers: { Origin: origin, ...(type ? { "Content-Type": type } : {}) },
      maxRedirects: 0,
    });
    sent.push({ what: `${what} ${path}`, marker, status: response.status(), honeypot });
  }

  // Headers no browser sends (raw sockets: fetch() refuses to send most of them).
  const port = sharedPort(baseURL);
  const host = new URL(baseURL ?? "").host;
  const malformedHeaders: [string, string][][] = [
    [
      ["Host", host],
      ["Origin", "foo"],
    ],
    [["Host", "a b"]],
    [["Host", "[::1"]],
    [["Host", "x:99999"]],
    [
      ["Host", host],
      ["X-Forwarded-Host", "a b"],
      ["X-Forwarded-Proto", "a b, c"],
    ],
    [
      ["Host", host],
      ["X-Forwarded-For", "junk, , 999.1.1.1"],
    ],
    [
      ["Host", host],
      ["Content-Type", "multipart/form-data; boundary="],
    ],
    [
      ["Host", host],
      ["Content-Type", "application/x-www-form-urlencoded; charset=klingon"],
    ],
    [
      ["Host", host],
      ["Sec-Fetch-Site", "cross-site"],
    ],
  ];
  for (const headers of malformedHeaders) {
    for (const current of LEAD_FORMS) {
      const marker = `Fuzz${randomUUID().slice(0, 12).replace("-", "")}`;
      const body = enc(current.valid(marker));
      const path = current.paths[0] as string;
      jobs.push(async () => {
        const withType = headers.some(([name]) => name === "Content-Type")
          ? headers
          : [...headers, ["Content-Type", FORM] as [string, string]];
        const response = await rawRequest(
          port,
          "POST",
          path,
          [...withType, ["Content-Length", Buffer.byteLength(body)]],
          body,
        );
        sent.push({
          what: `${JSON.stringify(headers)} ${path}`,
          marker,
          status: response.status,
          honeypot: false,
        });
      });
    }
  }

  // A few at a time, as a burst from one client would come.
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }),
  );

  expect(sent.length).toBeGreaterThan(200);
  expect(sent.filter((s) => s.status >= 500).map((s) => `${s.status} ${s.what}`)).toEqual([]);
  expect((await request.get("/healthz")).status()).toBe(200);

  // A stored lead is mailed right after it commits: wait for the accepted ones, then
  // no refused (or honeypot) submission may have a mail.
  const accepted = sent.filter((s) => s.status < 400 && !s.honeypot && s.marker !== "none");
  const refused = sent.filter((s) => (s.status >= 400 || s.honeypot) && s.marker !== "none");
  expect(refused.length).toBeGreaterThan(accepted.length);
  if (accepted.length > 0) {
    const last = accepted.at(-1) as Sent;
    await expect.poll(async () => (await mailsMentioning(last.marker)).length).toBe(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const mails = await allMails();
  const storedFromRefused = refused.filter((s) =>
    mails.some((mail) => mail.text.includes(s.marker) || mail.subject.includes(s.marker)),
  );
  expect(storedFromRefused.map((s) => `${s.status} ${s.what}`)).toEqual([]);
});
