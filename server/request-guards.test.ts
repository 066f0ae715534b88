import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopbackPort } from "#tests/support/loopback-port.ts";
import { phonePhoto } from "#tests/support/phone-photo.ts";
import { checkRequests } from "./request-checks.ts";
import { isValidHost, isValidOrigin } from "./request-guards.ts";

const SITE_URL = "https://www.example.test";

/** The checks server/app.ts runs, behind one trusted proxy, over an echo of what the app would see. */
function guardedApp() {
  const app = express();
  app.set("trust proxy", 1);
  const refusals: string[] = [];
  app.use((_req, res, next) => {
    res.on("finish", () => {
      if (res.locals.refused) refusals.push(res.locals.refused as string);
    });
    next();
  });
  app.use(checkRequests({ siteUrl: SITE_URL, trustProxyHops: 1 }));
  app.use((req, res) => {
    res.json({ ip: req.ip, url: `${req.protocol}://${req.get("host")}${req.originalUrl}` });
  });
  return { app, refusals };
}

let port: number;
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let refusals: string[];
beforeAll(async () => {
  const guarded = guardedApp();
  refusals = guarded.refusals;
  server = guarded.app.listen(0, "127.0.0.1");
  port = await loopbackPort(server);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** One request with exactly these headers (node:http lets a test set Host). */
function send(
  method: string,
  headers: Record<string, string>,
  body: string | Buffer = "",
  path = "/event/sign-in?event=X",
) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, method, path, headers, agent: false },
        (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    },
  );
}

/** Each [path, location]: the path, asked with `method`, answers 308 to the location. */
async function expectPermanentRedirects(method: string, cases: [string, string][]) {
  for (const [path, location] of cases) {
    const response = await send(method, { Host: "localhost" }, "", path);
    expect([path, response.status, response.headers.location]).toEqual([path, 308, location]);
  }
}

describe("request guards behind one trusted proxy", () => {
  it.each([
    ["X-Forwarded-Host", "a b"],
    ["X-Forwarded-Host", "[::1"],
    ["X-Forwarded-Host", "x:99999"],
    ["X-Forwarded-Proto", "javascript"],
    ["X-Forwarded-Proto", "https, a b"],
    ["X-Forwarded-For", "junk"],
    ["X-Forwarded-For", "203.0.113.1, 999.1.1.1"],
  ])("answers %s: %s with 400 and names the header in the log line", async (name, value) => {
    const before = refusals.length;
    const response = await send("GET", { Host: "localhost", [name]: value });
    expect(response.status).toBe(400);
    expect(refusals.slice(before)).toEqual([`malformed ${name} header`]);
  });

  it("takes the client address the proxy appended, whatever the client prepended", async () => {
    const response = await send("GET", {
      Host: "localhost",
      "X-Forwarded-For": "10.0.0.1, junk-the-client-wrote, 203.0.113.9",
    });
    expect(JSON.parse(response.body).ip).toBe("203.0.113.9");
  });

  it("hands a post from SITE_URL's origin on as addressed to SITE_URL, whatever Host the proxy sent", async () => {
    const response = await send(
      "POST",
      { Host: "127.0.0.1:3000", Origin: SITE_URL, "Content-Type": "text/plain" },
      "x",
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).url).toBe(`${SITE_URL}/event/sign-in?event=X`);
  });

  it("accepts a post from the request's own origin (local use) and refuses another site's", async () => {
    const own = await send("POST", { Host: "127.0.0.1:3000", Origin: "http://127.0.0.1:3000" });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body).url).toBe("http://127.0.0.1:3000/event/sign-in?event=X");
    const other = await send("POST", { Host: "127.0.0.1:3000", Origin: "https://evil.example" });
    expect(other.status).toBe(403);
  });
});

describe("methods, paths and the staff prefix", () => {
  it.each(["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"])(
    "answers %s with 405, the methods allowed, and one log line",
    async (method) => {
      const before = refusals.length;
      const response = await send(method, { Host: "localhost" });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
      expect(refusals.slice(before)).toEqual(["method not allowed"]);
    },
  );

  it.each(["/%E0%A4%A", "/staff/leads/%E0%A4%A", "/blog/%"])(
    "answers the broken percent-encoding of %s with 400",
    async (path) => {
      const before = refusals.length;
      const response = await send("GET", { Host: "localhost" }, "", path);
      expect(response.status).toBe(400);
      expect(response.body).toBe("Malformed URL.");
      expect(refusals.slice(before)).toEqual(["malformed URL"]);
    },
  );

  it("sends the staff prefix in any other letter case to the lower-case one, method kept", async () => {
    await expectPermanentRedirects("POST", [
      ["/STAFF/leads?q=ann", "/staff/leads?q=ann"],
      ["/Staff", "/staff"],
      ["/sTaff/leads/1/data.json", "/staff/leads/1/data.json"],
      ["/STAFF.data", "/staff.data"],
    ]);
    const other = await send("GET", { Host: "localhost" }, "", "/Staffing");
    expect(other.status).toBe(200);
  });

  it("sends a percent-encoded staff prefix (/%73taff) to the plain one, so no workspace page goes without its headers", async () => {
    await expectPermanentRedirects("GET", [
      ["/%73taff/leads", "/staff/leads"],
      ["/%73taff/leads?q=ann", "/staff/leads?q=ann"],
      ["/%53%54%41%46%46", "/staff"],
      ["/st%61ff/leads/1/data.json", "/staff/leads/1/data.json"],
      ["/staff%2Fleads", "/staff/leads"],
      ["/%73taff.data", "/staff.data"],
      ["/%73taff/le%3Fads", "/staff/le%3Fads"],
    ]);
    for (const path of ["/%73taffing", "/%2573taff/leads"]) {
      const other = await send("GET", { Host: "localhost" }, "", path);
      expect([path, other.status]).toEqual([path, 200]);
    }
  });
});

describe("posts whose Origin is null", () => {
  it("are refused as cross-site, with one log line", async () => {
    for (const path of ["/staff/logout", "/staff/content/photos", "/contact"]) {
      const before = refusals.length;
      const response = await send("POST", { Host: "localhost", Origin: "null" }, "x=1", path);
      expect([path, response.status]).toEqual([path, 403]);
      expect(refusals.slice(before)).toEqual(["cross-site post"]);
    }
  });

  it("except the mail program's one-click unsubscribe (RFC 8058)", async () => {
    const response = await send(
      "POST",
      { Host: "localhost", Origin: "null" },
      "List-Unsubscribe=One-Click",
      "/unsubscribe?t=abc",
    );
    expect(response.status).toBe(200);
  });
});

describe("dot segments and repeated slashes", () => {
  it("send every other spelling of a workspace page to its plain path, method and query kept", async () => {
    await expectPermanentRedirects("GET", [
      ["/./staff/leads", "/staff/leads"],
      ["//staff", "/staff"],
      ["//staff//leads?q=ann", "/staff/leads?q=ann"],
      ["/staff/../staff", "/staff"],
      ["/staff/./leads/1", "/staff/leads/1"],
      ["/%2e/staff/leads", "/staff/leads"],
      ["/staff/%2E%2E/staff/leads", "/staff/leads"],
      ["/x/%2e%2E/%53taff/today", "/staff/today"],
      ["/staff.data/../staff.data", "/staff.data"],
    ]);
    await expectPermanentRedirects("POST", [["/./staff/logout", "/staff/logout"]]);
  });

  it("send a public path with them to its plain path, and leave plain paths alone", async () => {
    await expectPermanentRedirects("GET", [
      ["/staff/content/../../contact", "/contact"],
      ["//blog/", "/blog/"],
      ["/staff/..", "/"],
    ]);
    for (const path of ["/", "/blog/", "/staff/", "/staff/leads", "/blog/caf%C3%A9", "/%2e%2e."]) {
      const response = await send("GET", { Host: "localhost" }, "", path);
      expect([path, response.status]).toEqual([path, 200]);
    }
  });
});

describe("body limits", () => {
  let photo: { body: Buffer; type: string };
  beforeAll(async () => {
    const { buffer, name, mimeType } = await phonePhoto();
    const form = new FormData();
    form.set("street", "27 Walnut Park");
    form.set("photo", new File([buffer], name, { type: mimeType }));
    const encoded = new Response(form);
    photo = {
      body: Buffer.from(await encoded.arrayBuffer()),
      type: encoded.headers.get("content-type")!,
    };
    // What a phone's camera makes: several MB, far over the 64 KB of a lead form.
    expect(photo.body.length).toBeGreaterThan(3 * 1024 * 1024);
  });
  const postPhoto = (path: string) =>
    send("POST", { Host: "localhost", "Content-Type": photo.type }, photo.body, path);

  it.each([
    "/staff/open-houses/new",
    "/staff/open-houses/new.data",
    "/staff/open-houses/12/edit",
    "/staff/open-houses/12/edit.data",
    "/staff/content/photos",
    "/staff/content/posts/new.data",
    "/staff/content/posts/4/preview.data",
    "/staff/listings/new.data",
    "/staff/listings/3/photos",
  ])(
    "let a phone's photo through to %s, as a page's post or a hydrated one (.data)",
    async (path) => {
      expect((await postPhoto(path)).status).toBe(200);
    },
  );

  it.each([
    "/contact",
    "/event/sign-in",
    "/staff/leads/1.data",
    "/staff/open-houses/12.data",
    "/staff/content/reviews/new.data",
  ])("refuse it at %s, where no form takes a photo", async (path) => {
    const before = refusals.length;
    expect((await postPhoto(path)).status).toBe(413);
    expect(refusals.slice(before)).toEqual(["body too large"]);
  });
});

describe("a request without Host (HTTP/1.0)", () => {
  it("gets a 400 naming the header", async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      let text = "";
      const socket = connect({ host: "127.0.0.1", port }, () =>
        socket.end("GET /event/sign-in?event=X HTTP/1.0\r\n\r\n"),
      );
      socket.on("data", (chunk) => {
        text += chunk;
      });
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain("Malformed Host header.");
  });
});

describe("isValidHost and isValidOrigin", () => {
  it.each([
    "localhost",
    "localhost:3000",
    "www.example.com",
    "127.0.0.1:80",
    "[::1]:3000",
    "my_app",
  ])("accepts the host %s", (host) => expect(isValidHost(host)).toBe(true));
  it.each(["a b", "[::1", "x:99999", "example.com:", "exa/mple.com", "[zz::1]", "host:-1", ""])(
    "refuses the host %j",
    (host) => expect(isValidHost(host)).toBe(false),
  );
  it.each(["null", "https://www.example.com", "http://localhost:3000"])(
    "accepts the origin %s",
    (origin) => expect(isValidOrigin(origin)).toBe(true),
  );
  it.each([
    "foo",
    "https://www.example.com/path",
    "javascript:alert(1)",
    "file:///etc",
    "https://",
  ])("refuses the origin %j", (origin) => expect(isValidOrigin(origin)).toBe(false));
});
