import { data, Form, Link, redirect } from "react-router";
import { ContentListHeader, itemLinkClass } from "#app/components/staff/content-editor.tsx";
import { inputClass, Notice, primaryButtonClass } from "#app/components/staff/content-form.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { doneMessage } from "#app/utils/done-notices.ts";
import { readStaffForm } from "#app/utils/staff-request.server.ts";
import { HomeReviewsSchema } from "#domain/forms/content-schemas.ts";
import { chooseHomeReviews, listReviews } from "#server/content/reviews.ts";
import type { Route } from "./+types/content-reviews";

export const meta: Route.MetaFunction = () => [{ title: "Reviews · Team workspace" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  return {
    reviews: await listReviews(context.db),
    chosen: url.searchParams.has("chosen"),
    done: doneMessage(request),
  };
}

/** Chooses the home page's three reviews, in order. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const form = await readStaffForm(request);
  const parsed = HomeReviewsSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return data({ error: "Choose three different reviews for the home page." }, { status: 400 });
  const { first, second, third } = parsed.data;
  if (!(await chooseHomeReviews(context.db, { ids: [first, second, third], actor: user.email })))
    return data({ error: "One of those reviews no longer exists. Choose again." }, { status: 400 });
  return redirect("/staff/content/reviews?chosen");
}

const PLACES = [
  ["first", "First on the home page"],
  ["second", "Second"],
  ["third", "Third"],
] as const;

export default function ContentReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, chosen, done } = loaderData;
  const onHome = (position: number) =>
    reviews.find((review) => review.homePosition === position)?.id ?? "";
  const label = (review: (typeof reviews)[number]) =>
    `${review.firstName}, ${review.role}: “${review.quote.slice(0, 60)}${review.quote.length > 60 ? "…" : ""}”`;
  return (
    <div className="grid gap-4">
      <ContentListHeader add="/staff/content/reviews/new" addLabel="Add a review" />
      {chosen && !actionData && <Notice tone="ok">The home page shows the reviews chosen.</Notice>}
      {done && <Notice tone="ok">{done}</Notice>}
      {actionData && <Notice tone="error">{actionData.error}</Notice>}
      {reviews.length >= 3 && (
        <Form method="post" aria-labelledby="home-reviews" className="card grid gap-3 p-3">
          <h2 id="home-reviews" className="text-lg">
            The home page's three reviews
          </h2>
          <div className="grid gap-3 md:grid-cols-3">
            {PLACES.map(([name, text], index) => (
              <label key={name}>
                <span className="font-medium">{text}</span>
                <select
                  name={name}
                  defaultValue={String(onHome(index + 1))}
                  required
                  className={inputClass}
                >
                  <option value="">Choose a review</option>
                  {reviews.map((review) => (
                    <option key={review.id} value={review.id}>
                      {label(review)}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <div>
            <button type="submit" className={primaryButtonClass}>
              Show these on the home page
            </button>
          </div>
        </Form>
      )}
      <ul className="card divide-y divide-line" aria-label="Reviews">
        {reviews.map((review) => (
          <li key={review.id} className="px-3 py-2">
            <Link to={`/staff/content/reviews/${review.id}`} className={itemLinkClass}>
              {review.firstName}, {review.role}
            </Link>
            {review.homePosition && (
              <span className="ml-2 rounded bg-brand-soft px-2 py-0.5 font-semibold text-brand text-xs">
                Home page #{review.homePosition}
              </span>
            )}
            {!review.quoteZh && (
              <span className="ml-2 rounded bg-stone-warm px-2 py-0.5 text-xs">中文 missing</span>
            )}
            <p className="text-muted">“{review.quote}”</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
