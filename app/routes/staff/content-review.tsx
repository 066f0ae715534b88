import { data, Form, redirect } from "react-router";
import { BackLink } from "#app/components/staff/back-link.tsx";
import { ConfirmRemoval, SaveRow } from "#app/components/staff/content-editor.tsx";
import {
  ContentNav,
  editorFields,
  Field,
  Notice,
  RefusedNotice,
  SelectField,
} from "#app/components/staff/content-form.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { donePath } from "#app/utils/done-notices.ts";
import { editorId, readStaffForm } from "#app/utils/staff-request.server.ts";
import { contentFieldErrors, ReviewFormSchema } from "#domain/forms/content-schemas.ts";
import { deleteReview, saveReview } from "#server/content/reviews.ts";
import { getReview } from "#server/content/staff-queries.ts";
import { textValues } from "#server/staff/request.ts";
import type { Route } from "./+types/content-review";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.review ? `Review by ${loaderData.review.firstName}` : "New review"} · Team workspace`,
  },
];

const reviewIdOf = (param: string) => editorId(param, "No such review");

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
  const values = textValues(form);
  if (values.intent === "delete") {
    if (id === null || values.confirm !== "yes")
      return data({ errors: { form: "Confirm the deletion first." }, values }, { status: 400 });
    if (!(await deleteReview(context.db, { id, actor: user.email })))
      throw new Response("No such review", { status: 404 });
    return redirect(donePath("/staff/content/reviews", "review-deleted"));
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
  const { value, field } = editorFields(errors, actionData?.values);
  const here = review ? `/staff/content/reviews/${review.id}` : "/staff/content/reviews/new";

  if (review && confirmDelete)
    return (
      <ConfirmRemoval
        here={here}
        heading={`Delete the review by ${review.firstName}?`}
        yes="Yes, delete it"
      >
        {review.homePosition && (
          <p>It is on the home page now; another takes its place there only when you choose one.</p>
        )}
      </ConfirmRemoval>
    );

  return (
    <div className="grid gap-4">
      <BackLink to="/staff/content/reviews">All reviews</BackLink>
      <h1 className="text-2xl">{review ? `Review by ${review.firstName}` : "New review"}</h1>
      <ContentNav />
      {saved && !actionData && <Notice tone="ok">Saved.</Notice>}
      <RefusedNotice
        errors={errors}
        unsaved="The review was not saved. Check the fields marked below."
      />
      <Form method="post" action={here} aria-label="Review" className="grid gap-4 md:grid-cols-2">
        <Field
          label="Quote"
          required
          multiline={5}
          className="md:col-span-2"
          {...field("quote", review?.quote)}
        />
        <Field
          label="Quote in Chinese (optional)"
          hint="Shown on the Chinese pages (/zh/) instead of the English; left blank, they show the English quote."
          multiline={4}
          className="md:col-span-2"
          {...field("quoteZh", review?.quoteZh ?? "")}
        />
        <Field label="First name" required {...field("firstName", review?.firstName)} />
        <Field
          label="Role"
          required
          hint="e.g. Home buyer in Newton"
          {...field("role", review?.role)}
        />
        <Field
          label="Source name (optional)"
          hint="Where it was given, e.g. Zillow"
          {...field("sourceName", review?.sourceName)}
        />
        <Field
          label="Source link (optional)"
          type="url"
          {...field("sourceUrl", review?.sourceUrl)}
        />
        <Field label="Date (optional)" type="date" {...field("givenOn", review?.givenOn)} />
        <SelectField
          label="Rating (optional)"
          name="rating"
          defaultValue={value("rating", review?.rating)}
        >
          <option value="">No rating</option>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {stars} {stars === 1 ? "star" : "stars"}
            </option>
          ))}
        </SelectField>
        <SaveRow
          here={here}
          save={review ? "Save" : "Add the review"}
          remove={review ? "Delete…" : undefined}
        />
      </Form>
    </div>
  );
}
