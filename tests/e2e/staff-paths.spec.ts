/**
 * Issue 38 §2: every spelling of a workspace address reaches the workspace with its private
 * headers (through the plain address), and a post whose Origin is null is refused. Raw HTTP:
 * a browser's or fetch's URL parser would resolve the dot segments before sending.
 */
import { expect, test } from "@playwright/test";
import { rawRequest, sharedPort } from "./support/raw-http.ts";

test("/./staff/leads, //staff, /staff/../staff and their encodings go to the plain address, which carries the workspace's headers", async ({
  baseURL,
}) => {
  const port = sharedPort(baseURL);
  const host: [string, string] = ["Host", new URL(baseURL ?? "").host];
  for (const [path, plain] of <[string, string][]>[
    ["/./staff/leads", "/staff/leads"],
    ["//staff/leads", "/staff/leads"],
    ["/staff/../staff/leads", "/staff/leads"],
    ["/%2e/staff/leads", "/staff/leads"],
    ["/x/%2E%2e/%73taff/leads?status=new", "/staff/leads?status=new"],
    ["//staff", "/staff"],
  ]) {
    const response = await rawRequest(port, "GET", path, [host]);
    expect([path, response.status, response.headers.location]).toEqual([path, 308, plain]);
    const followed = await rawRequest(port, "GET", plain, [host]);
    expect([plain, followed.headers["x-robots-tag"]]).toEqual([plain, "noindex"]);
    expect(followed.headers["cross-origin-opener-policy"]).toBe("same-origin");
  }
});

test("a post whose Origin is null is refused with 403, the unsubscribe excepted", async ({
  baseURL,
}) => {
  const port = sharedPort(baseURL);
  const host: [string, string] = ["Host", new URL(baseURL ?? "").host];
  const body = "everywhere=1&passkeys=1";
  for (const path of ["/staff/logout", "/staff/content/photos", "/contact"]) {
    const response = await rawRequest(
      port,
      "POST",
      path,
      [
        host,
        ["Origin", "null"],
        ["Content-Type", "application/x-www-form-urlencoded"],
        ["Content-Length", body.length],
      ],
      body,
    );
    expect([path, response.status]).toEqual([path, 403]);
    expect(response.body).toBe("Forms on this site accept submissions from this site only.");
  }
});
