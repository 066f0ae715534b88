import { data, Form, Link, redirect } from "react-router";
import {
  buttonClass,
  ContentNav,
  Field,
  inputClass,
  linkClass,
  Notice,
  primaryButtonClass,
} from "#app/components/staff/content-form.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { contentFieldErrors, ReviewFormSchema } from "#app/utils/forms/content-schemas.ts";
import { deleteReview, saveReview } from "#server/content/reviews.ts";
import { getReview } from "#server/content/staff-queries.ts";
import { readStaffForm, rowId } from "#server/staff/request.ts";
import type { Route } from "./+types/content-review";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.review ? `Review by ${loaderData.review.firstName}` : "New review"} · Team workspace`,
  },
];

function reviewIdOf(param: string): number | null {
  if (param === "new") return null;
  const id = rowId(param);
  if (id === undefined) throw new Response("No such review", { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = reviewIdOf(params.id);
  const url = new URL(request.url);
  if (id === null) return { review: null, saved: false, confirmDelete: false };
  const review = await getReview(context.db, id);
  if (!review) throw new Response("No such review (it may have been deleted)", { status: 404 });
  return {
    review,
    saved: url.searchParams.has("saved"),
    confirmDelete: url.searchParams.has("delete"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const id = reviewIdOf(params.id);
  const form = await readStaffForm(request);
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  if (values.intent === "delete") {
    if (id === null || values.confirm !== "yes")
      return data({ errors: { form: "Confirm the deletion first." }, values }, { status: 400 });
    const review = await getReview(context.db, id);
    if (!review || !(await deleteReview(context.db, { id, actor: user.email })))
      throw new Response("No such review", { status: 404 });
    return redirect(`/staff/content/reviews?deleted=${encodeURIComponent(review.firstName)}`);
  }
  const parsed = ReviewFormSchema.safeParse(values);
  if (!parsed.success)
    return data({ errors: contentFieldErrors(parsed.error), values }, { status: 400 });
  const savedId = await saveReview(context.db, {
    id: id ?? undefined,
    fields: parsed.data,
    actor: user.email,
  });
  if (savedId === null) throw new Response("No such review", { status: 404 });
  return redirect(`/staff/content/reviews/${savedId}?saved`);
}

export default function ContentReview({ loaderData, actionData }: Route.ComponentProps) {
  const { review, saved, confirmDelete } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values = actionData?.values;
  const value = (name: string, stored: string | number | null | undefined) =>
    values?.[name] ?? (stored === null || stored === undefined ? "" : String(stored));
  const here = review ? `/staff/content/reviews/${review.id}` : "/staff/content/reviews/new";
  const fieldCount = Object.keys(errors).filter((key) => key !== "form").length;

  if (review && confirmDelete)
    return (
      <div className="mx-auto grid max-w-lg gap-4">
        <h1 className="text-2xl">Delete the review by {review.firstName}?</h1>
        {review.homePosition && (
          <p>It is on the home page now; another takes its place there only when you choose one.</p>
        )}
        <Form method="post" action={here} className="flex flex-wrap gap-2">
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" name="intent" value="delete" className={primaryButtonClass}>
            Yes, delete it
          </button>
          <Link to={here} className={buttonClass}>
            Keep it
          </Link>
        </Form>
      </div>
    );

  return (
    <div className="grid gap-4">
      <p>
        <Link to="/staff/content/reviews" className={linkClass}>
          ← All reviews
        </Link>
      </p>
      <h1 className="text-2xl">{review ? `Review by ${review.firstName}` : "New review"}</h1>
      <ContentNav />
      {saved && !actionData && <Notice tone="ok">Saved.</Notice>}
      {(errors.form || fieldCount > 0) && (
        <Notice tone="error">
          {errors.form ?? "The review was not saved. Check the fields marked below."}
        </Notice>
      )}
      <Form method="post" action={here} aria-label="Review" className="grid gap-4 md:grid-cols-2">
        <Field
          label="Quote"
          name="quote"
          required
          multiline={5}
          className="md:col-span-2"
          defaultValue={value("quote", review?.quote)}
          error={errors.quote}
        />
        <Field
          label="First name"
          name="firstName"
          required
          defaultValue={value("firstName", review?.firstName)}
          error={errors.firstName}
        />
        <Field
          label="Role"
          name="role"
          required
          hint="e.g. Home buyer in Newton"
          defaultValue={value("role", review?.role)}
          error={errors.role}
        />
        <Field
          label="Source name (optional)"
          name="sourceName"
          hint="Where it was given, e.g. Zillow"
          defaultValue={value("sourceName", review?.sourceName)}
          error={errors.sourceName}
        />
        <Field
          label="Source link (optional)"
          name="sourceUrl"
          type="url"
          defaultValue={value("sourceUrl", review?.sourceUrl)}
          error={errors.sourceUrl}
        />
        <Field
          label="Date (optional)"
          name="givenOn"
          type="date"
          defaultValue={value("givenOn", review?.givenOn)}
          error={errors.givenOn}
        />
        <div>
          <label htmlFor="rating" className="font-medium">
            Rating (optional)
          </label>
          <select
            id="rating"
            name="rating"
            defaultValue={value("rating", review?.rating)}
            className={inputClass}
          >
            <option value="">No rating</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {stars} {stars === 1 ? "star" : "stars"}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <button type="submit" name="intent" value="save" className={primaryButtonClass}>
            {review ? "Save" : "Add the review"}
          </button>
          {review && (
            <Link to={`${here}?delete`} className={`${buttonClass} text-brand`}>
              Delete…
            </Link>
          )}
        </div>
      </Form>
    </div>
  );
}
