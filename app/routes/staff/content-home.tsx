import { data, Form, redirect } from "react-router";
import { BackLink } from "#app/components/staff/back-link.tsx";
import { ConfirmRemoval, SaveRow } from "#app/components/staff/content-editor.tsx";
import {
  ContentNav,
  editorFields,
  Field,
  Notice,
  PhotoField,
  RefusedNotice,
} from "#app/components/staff/content-form.tsx";
import {
  SaveProblemMessage,
  saveProblemOf,
  staffClientAction,
} from "#app/components/staff/save-problem.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { donePath } from "#app/utils/done-notices.ts";
import { editorId, readStaffForm } from "#app/utils/staff-request.server.ts";
import { contentFieldErrors, SoldHomeFormSchema, TOWNS } from "#domain/forms/content-schemas.ts";
import { deleteSoldHome, saveSoldHome } from "#server/content/sold-homes.ts";
import { isStoredPhoto, PHOTO_NOT_STORED, photoPreview } from "#server/content/staff-photos.ts";
import { getSoldHome } from "#server/content/staff-queries.ts";
import { uploadChosenPhoto } from "#server/content/uploads.ts";
import { textValues } from "#server/staff/request.ts";
import type { Route } from "./+types/content-home";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.home?.address ?? "New sold home"} · Team workspace` },
];

const homeIdOf = (param: string) => editorId(param, "No such home");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = homeIdOf(params.id);
  const url = new URL(request.url);
  if (id === null) return { home: null, preview: null, saved: false, confirmDelete: false };
  const home = await getSoldHome(context.db, id);
  if (!home) throw new Response("No such home (it may have been removed)", { status: 404 });
  return {
    home,
    preview: await photoPreview(context.db, home.photoId),
    saved: url.searchParams.has("saved"),
    confirmDelete: url.searchParams.has("delete"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const id = homeIdOf(params.id);
  const form = await readStaffForm(request);
  const values = textValues(form);
  const refuse = (errors: Record<string, string>, status = 400, photoId?: number | null) =>
    data({ errors, values, photoId }, { status });

  if (values.intent === "delete") {
    if (id === null || values.confirm !== "yes")
      return refuse({ form: "Confirm the removal first." });
    if (!(await deleteSoldHome(context.db, { id, actor: user.email })))
      throw new Response("No such home", { status: 404 });
    return redirect(donePath("/staff/content/homes", "home-deleted"));
  }

  const parsed = SoldHomeFormSchema.safeParse(values);
  if (!parsed.success) return refuse(contentFieldErrors(parsed.error));
  const upload = await uploadChosenPhoto(context, {
    file: form.get("photoFile"),
    slot: "portfolio",
    actor: user.email,
  });
  if (upload && !upload.ok) return refuse({ photoFile: upload.message }, upload.status);
  const photoId = upload?.ok ? upload.id : parsed.data.photoId;
  if (photoId === null) return refuse({ photoFile: "Photo is required: choose one." });
  if (!upload && !(await isStoredPhoto(context.db, photoId)))
    return refuse({ photoFile: PHOTO_NOT_STORED }, 400, null);
  const { price, beds, squareFeet, ...rest } = parsed.data;
  const savedId = await saveSoldHome(context.db, {
    id: id ?? undefined,
    // The schema's refinements guarantee these are present.
    fields: { ...rest, price: price!, beds: beds!, squareFeet: squareFeet!, photoId },
    actor: user.email,
  });
  if (savedId === null) throw new Response("No such home", { status: 404 });
  return redirect(`/staff/content/homes/${savedId}?saved`);
}

/** A save that gets no answer (a photo too large, offline) is told in place; the form keeps its fields. */
export const clientAction = staffClientAction<Awaited<ReturnType<typeof action>>>;

export default function ContentHome({ loaderData, actionData }: Route.ComponentProps) {
  const { home, preview, saved, confirmDelete } = loaderData;
  const problem = saveProblemOf(actionData);
  const refused = actionData && "errors" in actionData ? actionData : undefined;
  const errors: Record<string, string> = refused?.errors ?? {};
  const { value, field } = editorFields(errors, refused?.values);
  const photoId = refused?.photoId !== undefined ? refused.photoId : (home?.photoId ?? null);
  const here = home ? `/staff/content/homes/${home.id}` : "/staff/content/homes/new";

  if (home && confirmDelete)
    return (
      <ConfirmRemoval
        here={here}
        heading={`Remove ${home.address}, ${home.town} from the portfolio?`}
        yes="Yes, remove it"
      />
    );

  return (
    <div className="grid gap-4">
      <BackLink to="/staff/content/homes">All sold homes</BackLink>
      <h1 className="break-words text-2xl">
        {home ? `${home.address}, ${home.town}` : "New sold home"}
      </h1>
      <ContentNav />
      {saved && !actionData && <Notice tone="ok">Saved: the portfolio shows it now.</Notice>}
      <RefusedNotice
        errors={errors}
        unsaved="The home was not saved. Check the fields marked below."
      />
      {problem && (
        <SaveProblemMessage
          problem={problem}
          what="The home"
          kept="Everything you typed is still here."
        />
      )}
      <Form
        method="post"
        action={here}
        encType="multipart/form-data"
        aria-label="Sold home"
        className="grid gap-4 md:grid-cols-2"
      >
        <Field label="Address" required {...field("address", home?.address)} />
        <Field label="Town" required list="towns" {...field("town", home?.town)} />
        <datalist id="towns">
          {TOWNS.map((town) => (
            <option key={town} value={town} />
          ))}
        </datalist>
        <Field
          label="Price"
          required
          inputMode="numeric"
          hint="Whole dollars, e.g. 1250000"
          {...field("price", home?.price)}
        />
        <Field
          label="List price (optional)"
          inputMode="numeric"
          {...field("listPrice", home?.listPrice)}
        />
        <Field label="Beds" required inputMode="numeric" {...field("beds", home?.beds)} />
        <Field
          label="Baths"
          required
          inputMode="decimal"
          hint="Whole or half, e.g. 2.5"
          {...field("baths", home?.baths)}
        />
        <Field
          label="Square feet"
          required
          inputMode="numeric"
          {...field("squareFeet", home?.squareFeet)}
        />
        <Field label="Sold date" type="date" {...field("soldOn", home?.soldOn)} />
        <Field
          label="Days on market (optional)"
          inputMode="numeric"
          {...field("daysOnMarket", home?.daysOnMarket)}
        />
        <Field
          label="Order"
          inputMode="numeric"
          hint="Between homes of the same price: lower comes first."
          {...field("sortOrder", home?.sortOrder ?? 0)}
        />
        <div className="md:col-span-2">
          <PhotoField
            label="Photo"
            fileName="photoFile"
            idName="photoId"
            altName="photoAlt"
            photoId={photoId}
            preview={photoId === (home?.photoId ?? null) ? preview : null}
            altValue={value("photoAlt", home?.photoAlt)}
            errors={errors}
          />
        </div>
        <SaveRow
          here={here}
          save={home ? "Save" : "Add to the portfolio"}
          remove={home ? "Remove…" : undefined}
        />
      </Form>
    </div>
  );
}
