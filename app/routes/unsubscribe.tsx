import { data, Form, Link } from "react-router";
import { usePageLanguage } from "#app/utils/language.ts";
import { getMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { languageOf, pathIn } from "#domain/language.ts";
import { UNSUBSCRIBE_PATH, unsubscribePath } from "#domain/paths.ts";
import { unsubscribe, unsubscribeTarget } from "#server/follow-up.ts";
import type { Route } from "./+types/unsubscribe";

/**
 * /unsubscribe?t=TOKEN, the link in every e-mail to a guest. A GET only shows
 * the button: mail scanners follow links, so a visit alone changes nothing.
 * Any POST with a valid token unsubscribes: the button here, or the mail
 * program's RFC 8058 one-click POST (body `List-Unsubscribe=One-Click`) to
 * the same URL from the List-Unsubscribe header. A guest who signed in in Chinese gets
 * /zh/unsubscribe (server/follow-up.ts), the same page in her language.
 */
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("t") ?? "";

const INVALID = { status: "invalid" as const };

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

export const meta: Route.MetaFunction = (place) => [
  ...getMeta(
    {
      ...CATALOGUES.event[languageOf(place.location.pathname)].unsubscribePage.meta,
      path: UNSUBSCRIBE_PATH,
      image: "contact",
    },
    place,
  ),
  // A personal link: never listed by search engines.
  { name: "robots", content: "noindex" },
];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  const language = usePageLanguage();
  const words = CATALOGUES.event[language].unsubscribePage;
  return (
    <section className="bg-stone-warm px-5 py-16 md:py-24">
      <div className="card mx-auto max-w-md p-7 text-center shadow-sm md:p-9">
        <h1 className="text-3xl">{words.heading}</h1>
        {state.status === "no-token" ? (
          <p className="mt-5 text-lg">{words.noToken}</p>
        ) : state.status === "invalid" ? (
          <p role="alert" className="mt-5 text-red-800">
            {words.invalid}
          </p>
        ) : state.status === "done" ? (
          <p role="status" className="mt-5 text-lg">
            <WithAddress sentence={words.done} email={state.email} words={words.yourAddress} />
          </p>
        ) : (
          <Form
            method="post"
            action={pathIn(
              language,
              unsubscribePath(loaderData.status === "ask" ? loaderData.token : ""),
            )}
            className="mt-5 grid gap-6"
          >
            <p className="text-lg">
              <WithAddress sentence={words.ask} email={state.email} words={words.yourAddress} />
            </p>
            <button type="submit" className="btn-primary w-full">
              {words.button}
            </button>
          </Form>
        )}
        {state.status === "ask" ? null : (
          <Link to={pathIn(language, "/")} className="btn-outline mt-7">
            {words.home}
          </Link>
        )}
      </div>
    </section>
  );
}

/**
 * A sentence naming her address ({address}) in bold, or, once she was erased (only its keyed hash
 * is kept), naming no address.
 */
function WithAddress({
  sentence,
  email,
  words,
}: {
  sentence: string;
  email: string | null;
  words: { start: string; inside: string };
}) {
  const [before = "", after = ""] = sentence.split("{address}");
  const address =
    email === null ? (
      before === "" ? (
        words.start
      ) : (
        words.inside
      )
    ) : (
      <strong className="break-all">{email}</strong>
    );
  return (
    <>
      {before}
      {address}
      {after}
    </>
  );
}
