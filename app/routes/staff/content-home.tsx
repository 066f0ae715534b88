import { data, Form, Link, redirect } from "react-router";
import {
  buttonClass,
  ContentNav,
  Field,
  linkClass,
  Notice,
  PhotoField,
  primaryButtonClass,
} from "#app/components/staff/content-form.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { contentFieldErrors, SoldHomeFormSchema, TOWNS } from "#app/utils/forms/content-schemas.ts";
import { deleteSoldHome, saveSoldHome } from "#server/content/sold-homes.ts";
import { photoPreview } from "#server/content/staff-photos.ts";
import { getSoldHome } from "#server/content/staff-queries.ts";
import { uploadChosenPhoto } from "#server/content/uploads.ts";
import { readStaffForm, rowId } from "#server/staff/request.ts";
import type { Route } from "./+types/content-home";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.home?.address ?? "New sold home"} · Team workspace` },
];

function homeIdOf(param: string): number | null {
  if (param === "new") return null;
  const id = rowId(param);
  if (id === undefined) throw new Response("No such home", { status: 404 });
  return id;
}

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
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  const refuse = (errors: Record<string, string>, status = 400, photoId?: number | null) =>
    data({ errors, values, photoId }, { status });

  if (values.intent === "delete") {
    if (id === null || values.confirm !== "yes")
      return refuse({ form: "Confirm the removal first." });
    const home = await getSoldHome(context.db, id);
    if (!home || !(await deleteSoldHome(context.db, { id, actor: user.email })))
      throw new Response("No such home", { status: 404 });
    return redirect(
      `/staff/content/homes?deleted=${encodeURIComponent(`${home.address}, ${home.town}`)}`,
    );
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

export default function ContentHome({ loaderData, actionData }: Route.ComponentProps) {
  const { home, preview, saved, confirmDelete } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values = actionData?.values;
  const value = (name: string, stored: string | number | null | undefined) =>
    values?.[name] ?? (stored === null || stored === undefined ? "" : String(stored));
  const photoId = actionData?.photoId !== undefined ? actionData.photoId : (home?.photoId ?? null);
  const here = home ? `/staff/content/homes/${home.id}` : "/staff/content/homes/new";
  const fieldCount = Object.keys(errors).filter((key) => key !== "form").length;

  if (home && confirmDelete)
    return (
      <div className="mx-auto grid max-w-lg gap-4">
        <h1 className="text-2xl">
          Remove {home.address}, {home.town} from the portfolio?
        </h1>
        <Form method="post" action={here} className="flex flex-wrap gap-2">
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" name="intent" value="delete" className={primaryButtonClass}>
            Yes, remove it
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
        <Link to="/staff/content/homes" className={linkClass}>
          ← All sold homes
        </Link>
      </p>
      <h1 className="break-words text-2xl">
        {home ? `${home.address}, ${home.town}` : "New sold home"}
      </h1>
      <ContentNav />
      {saved && !actionData && <Notice tone="ok">Saved: the portfolio shows it now.</Notice>}
      {(errors.form || fieldCount > 0) && (
        <Notice tone="error">
          {errors.form ?? "The home was not saved. Check the fields marked below."}
        </Notice>
      )}
      <Form
        method="post"
        action={here}
        encType="multipart/form-data"
        aria-label="Sold home"
        className="grid gap-4 md:grid-cols-2"
      >
        <Field
          label="Address"
          name="address"
          required
          defaultValue={value("address", home?.address)}
          error={errors.address}
        />
        <Field
          label="Town"
          name="town"
          required
          list="towns"
          defaultValue={value("town", home?.town)}
          error={errors.town}
        />
        <datalist id="towns">
          {TOWNS.map((town) => (
            <option key={town} value={town} />
          ))}
        </datalist>
        <Field
          label="Price"
          name="price"
          required
          inputMode="numeric"
          hint="Whole dollars, e.g. 1250000"
          defaultValue={value("price", home?.price)}
          error={errors.price}
        />
        <Field
          label="List price (optional)"
          name="listPrice"
          inputMode="numeric"
          defaultValue={value("listPrice", home?.listPrice)}
          error={errors.listPrice}
        />
        <Field
          label="Beds"
          name="beds"
          required
          inputMode="numeric"
          defaultValue={value("beds", home?.beds)}
          error={errors.beds}
        />
        <Field
          label="Baths"
          name="baths"
          required
          inputMode="decimal"
          hint="Whole or half, e.g. 2.5"
          defaultValue={value("baths", home?.baths)}
          error={errors.baths}
        />
        <Field
          label="Square feet"
          name="squareFeet"
          required
          inputMode="numeric"
          defaultValue={value("squareFeet", home?.squareFeet)}
          error={errors.squareFeet}
        />
        <Field
          label="Sold date"
          name="soldOn"
          type="date"
          defaultValue={value("soldOn", home?.soldOn)}
          error={errors.soldOn}
        />
        <Field
          label="Days on market (optional)"
          name="daysOnMarket"
          inputMode="numeric"
          defaultValue={value("daysOnMarket", home?.daysOnMarket)}
          error={errors.daysOnMarket}
        />
        <Field
          label="Order"
          name="sortOrder"
          inputMode="numeric"
          hint="Between homes of the same price: lower comes first."
          defaultValue={value("sortOrder", home?.sortOrder ?? 0)}
          error={errors.sortOrder}
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
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <button type="submit" name="intent" value="save" className={primaryButtonClass}>
            {home ? "Save" : "Add to the portfolio"}
          </button>
          {home && (
            <Link to={`${here}?delete`} className={`${buttonClass} text-brand`}>
              Remove…
            </Link>
          )}
        </div>
      </Form>
    </div>
  );
}
