import { data, Form, Link } from "react-router";
import { getMeta } from "#app/utils/meta.ts";
import { UNSUBSCRIBE_PATH, unsubscribePath } from "#domain/paths.ts";
import { unsubscribe, unsubscribeTarget } from "#server/follow-up.ts";
import type { Route } from "./+types/unsubscribe";

/**
 * /unsubscribe?t=TOKEN, the link in every e-mail to a guest. A GET only shows
 * the button: mail scanners follow links, so a visit alone changes nothing.
 * Any POST with a valid token unsubscribes: the button here, or the mail
 * program's RFC 8058 one-click POST (body `List-Unsubscribe=One-Click`) to
 * the same URL from the List-Unsubscribe header.
 */
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("t") ?? "";

const INVALID = {
  status: "invalid" as const,
  message: "This unsubscribe link is not valid. Please use the link in our latest e-mail.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  // Opened without a link's token (typed in, or from the privacy notice): say where to find it.
  if (token === "") return { status: "no-token" as const };
  const target = await unsubscribeTarget(context.db, token);
  if (!target) return data(INVALID, { status: 404 });
  return {
    status: target.suppressed ? ("done" as const) : ("ask" as const),
    email: target.email,
    token,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await request.text().catch(() => "");
  const oneClick = new URLSearchParams(body).get("List-Unsubscribe") === "One-Click";
  const done = await unsubscribe(context.db, tokenOf(request), oneClick ? "one-click" : "page");
  if (!done) return data(INVALID, { status: 404 });
  return { status: "done" as const, email: done.email };
}

export const meta: Route.MetaFunction = () => [
  ...getMeta({
    title: "Unsubscribe",
    description: "Stop follow-up e-mail from our team.",
    path: UNSUBSCRIBE_PATH,
    image: "contact",
  }),
  // A personal link: never listed by search engines.
  { name: "robots", content: "noindex" },
];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  return (
    <section className="bg-stone-warm px-5 py-16 md:py-24">
      <div className="card mx-auto max-w-md p-7 text-center shadow-sm md:p-9">
        <h1 className="text-3xl">Unsubscribe</h1>
        {state.status === "no-token" ? (
          <p className="mt-5 text-lg">
            To stop follow-up e-mail, open the unsubscribe link at the foot of any e-mail we sent
            you, or use your mail program's unsubscribe button.
          </p>
        ) : state.status === "invalid" ? (
          <p role="alert" className="mt-5 text-red-800">
            {state.message}
          </p>
        ) : state.status === "done" ? (
          <p role="status" className="mt-5 text-lg">
            <Address email={state.email} /> is unsubscribed. We will not send it any more follow-up
            e-mail.
          </p>
        ) : (
          <Form
            method="post"
            action={unsubscribePath(loaderData.status === "ask" ? loaderData.token : "")}
            className="mt-5 grid gap-6"
          >
            <p className="text-lg">
              Stop follow-up e-mail to <Address email={state.email} lower />?
            </p>
            <button type="submit" className="btn-primary w-full">
              Unsubscribe
            </button>
          </Form>
        )}
        {state.status === "ask" ? null : (
          <Link to="/" className="btn-outline mt-7">
            Visit our website
          </Link>
        )}
      </div>
    </section>
  );
}

/** The address, or, once the person was erased (only its keyed hash is kept), no address. */
function Address({ email, lower = false }: { email: string | null; lower?: boolean }) {
  if (email === null) return lower ? "your address" : "Your address";
  return <strong className="break-all">{email}</strong>;
}
