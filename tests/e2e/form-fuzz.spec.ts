/**
 * A bounded fuzz of both lead forms on the shared browser-test server: hostile
 * values in every encoding, never a 5xx, nothing stored that was refused.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { allMails, mailsMentioning } from "./support/mail.ts";
import { FORM, LIMIT, rawRequest, sharedPort } from "./support/raw-http.ts";

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
