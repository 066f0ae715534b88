/**
 * Calling the app's route modules in a test as React Router does, and a
 * signed-in member's requests to the staff routes.
 */
import type { AppLoadContext } from "react-router";
import sharp from "sharp";
import { beforeEach } from "vitest";
import * as z from "zod";
import type { Database } from "#server/db/client.ts";
import type { StaffServices } from "#server/staff/auth-services.ts";
import { staffRouteContext, TEST_SITE } from "./app-context.ts";

type RouteArgs = { request: Request; context: AppLoadContext; params: Record<string, string> };
/** A loader or action, called with the arguments this harness gives. */
export type Handler = (args: RouteArgs) => Promise<unknown>;

/** React Router's data(): what it holds and the status it was given. */
const DataWithResponseInit = z.object({
  type: z.literal("DataWithResponseInit"),
  data: z.unknown(),
  init: z.nullish(z.object({ status: z.optional(z.number()) })),
});

/** A loader's or action's answer, returned or thrown: a Response, React Router's data(), or plain data. */
function answerOf(result: unknown) {
  if (result instanceof Response) return { status: result.status, response: result, body: null };
  const answered = DataWithResponseInit.safeParse(result);
  if (answered.success)
    return {
      status: answered.data.init?.status ?? 200,
      response: null,
      body: answered.data.data as Record<string, never>,
    };
  return { status: 200, response: null, body: result as Record<string, never> };
}

/** What a loader or action answered, as the framework would send it. */
export async function callRoute(
  handler: Handler,
  request: Request,
  context: AppLoadContext,
  params: Record<string, string> = {},
) {
  try {
    return answerOf(await handler({ request, context, params }));
  } catch (thrown) {
    if (thrown instanceof Response || DataWithResponseInit.safeParse(thrown).success)
      return answerOf(thrown);
    throw thrown;
  }
}

export type RouteAnswer = Awaited<ReturnType<typeof callRoute>>;

/**
 * Posts `fields` to `url` with `action` the way a browser without JavaScript sends a form:
 * the answer's status and what it holds, for the test to read as the form's result type.
 */
export async function postForm(
  action: Handler,
  url: string,
  fields: Record<string, string>,
  context: AppLoadContext,
): Promise<{ status: number; data: unknown }> {
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  const { status, body } = await callRoute(action, request, context);
  return { status, data: body };
}

export const locationOf = (result: RouteAnswer) => result.response?.headers.get("Location") ?? null;

/** A session cookie for the member, as a login gives. */
export async function sessionCookie(staff: StaffServices, email: string) {
  const session = await staff.sessions.getSession();
  session.set("email", email);
  return (await staff.sessions.commitSession(session)).split(";")[0]!;
}

/** A 900 × 600 photo, as a phone's upload would be. */
export const photoBlob = (format: "jpeg" | "png" = "jpeg") =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: "#8b1a1a" } })
    [format]()
    .toBuffer()
    .then((bytes) => new Blob([new Uint8Array(bytes)], { type: `image/${format}` }));

/** A post the editor can publish as it is (with a cover photo added). */
export const COMPLETE_POST = {
  title: "Spring Market Update for Newton",
  slug: "",
  summary:
    "Inventory is up, prices are steady, and well-prepared buyers are winning in Newton this spring.",
  coverAlt: "A colonial house on a Newton street in spring",
  body: "## What changed\n\n- More listings\n- Fewer bidding wars\n\nSee [our buyers' guide](https://www.example.com/buyers).",
  topic: "Market update",
  town: "Newton",
  author: "lead",
};

export const NOT_AN_IMAGE = new Blob(["%PDF-1.7 this is a contract, not a photo"], {
  type: "application/pdf",
});

/**
 * A member logged in before each test of the file, and her GETs, form posts and
 * route calls (`loggedIn: false` sends them without her cookie). The context's
 * rate limiter is held at `minute`, so every post of a test counts in one window.
 */
export function signedInMember(
  db: Database,
  staff: StaffServices,
  { email, minute }: { email: string; minute: number },
) {
  let cookie = "";
  beforeEach(async () => {
    cookie = await sessionCookie(staff, email);
  });
  const headers = (loggedIn: boolean): HeadersInit => (loggedIn ? { Cookie: cookie } : {});
  return {
    get: (path: string, loggedIn = true) =>
      new Request(`${TEST_SITE}${path}`, { headers: headers(loggedIn) }),
    post(path: string, fields: Record<string, string | Blob>, loggedIn = true) {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields))
        if (value instanceof Blob) body.set(key, value, "upload.jpg");
        else body.set(key, value);
      return new Request(`${TEST_SITE}${path}`, {
        method: "POST",
        body,
        headers: headers(loggedIn),
      });
    },
    call: (handler: Handler, request: Request, params: Record<string, string> = {}) =>
      callRoute(handler, request, staffRouteContext(db, staff, { minute }), params),
  };
}
