import { data } from "react-router";
import { MAIL_EVENT_SIGNATURE_HEADER, receiveMailEvent } from "#server/alerts/mail-events.ts";
import type { Route } from "./+types/mail-events";

/**
 * /mail-events: the SMTP provider's bounce and complaint events (docs/mail-events.md), POSTed as
 * signed JSON. Without MAIL_EVENTS_SECRET the site takes none: 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const secret = process.env.MAIL_EVENTS_SECRET;
  if (!secret) throw new Response("Not found", { status: 404 });
  if (request.method !== "POST")
    throw new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
  const answer = await receiveMailEvent(context.db, {
    secret,
    body: await request.text(),
    signature: request.headers.get(MAIL_EVENT_SIGNATURE_HEADER),
  });
  return data(answer.body, { status: answer.status });
}

export async function loader() {
  throw new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}
