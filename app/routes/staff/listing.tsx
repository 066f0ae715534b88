import { data, Link, redirect } from "react-router";
import { BackLink } from "#app/components/staff/back-link.tsx";
import { linkClass, Notice, RefusedNotice } from "#app/components/staff/content-form.tsx";
import { formatDate, formatDateTime } from "#app/components/staff/format.ts";
import { ListingForm } from "#app/components/staff/listing-form.tsx";
import {
  SaveProblemMessage,
  saveProblemOf,
  staffClientAction,
} from "#app/components/staff/save-problem.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { editorId, readStaffForm } from "#app/utils/staff-request.server.ts";
import { fairHousingMessage } from "#domain/fair-housing.ts";
import { formatInteger } from "#domain/format.ts";
import { contentFieldErrors } from "#domain/forms/content-schemas.ts";
import { ListingFormSchema } from "#domain/forms/listing.ts";
import { LISTING_STATUS_LABELS, listingPath, MAX_LISTING_PHOTOS } from "#domain/listing.ts";
import { isStoredPhoto, PHOTO_NOT_STORED, photoPreview } from "#server/content/staff-photos.ts";
import { uploadChosenPhoto } from "#server/content/uploads.ts";
import { saveListing } from "#server/listings/editor.ts";
import { getListing, listingHistory, listingSaves } from "#server/listings/history.ts";
import {
  listListingPhotos,
  saveListingPhotos,
  uploadListingPhotos,
} from "#server/listings/photos.ts";
import { textValues } from "#server/staff/request.ts";
import { listMembers } from "#server/team/members.ts";
import type { Route } from "./+types/listing";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.listing?.street ?? "New listing"} · Team workspace` },
];

const listingIdOf = (param: string) => editorId(param, "No such listing");

const CHANGE_WORDS = { listed: "Listed", price: "Price changed", status: "Status" } as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = listingIdOf(params.id);
  const members = (await listMembers(context.db)).map(({ id, name }) => ({ id, name }));
  if (id === null)
    return {
      listing: null,
      members,
      photos: [],
      history: [],
      saves: [],
      floorPlanPreview: null,
      saved: false,
    };
  const listing = await getListing(context.db, id);
  if (!listing) throw new Response("No such listing (it may have been removed)", { status: 404 });
  return {
    listing,
    members,
    photos: await listListingPhotos(context.db, id),
    history: await listingHistory(context.db, id),
    saves: await listingSaves(context.db, id),
    floorPlanPreview: await photoPreview(context.db, listing.floorPlanPhotoId),
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const id = listingIdOf(params.id);
  const form = await readStaffForm(request);
  const values = textValues(form);
  const refuse = (errors: Record<string, string>, status = 400) =>
    data({ errors, values }, { status });

  const parsed = ListingFormSchema.safeParse(values);
  if (!parsed.success) return refuse(contentFieldErrors(parsed.error));
  const { listPrice, memberId, floorPlanPhotoId, ...fields } = parsed.data;
  if (
    memberId !== null &&
    !(await listMembers(context.db)).some((member) => member.id === memberId)
  )
    return refuse({ memberId: "Choose a member of the team." });
  if (floorPlanPhotoId !== null && !(await isStoredPhoto(context.db, floorPlanPhotoId)))
    return refuse({ floorPlanFile: PHOTO_NOT_STORED });
  const plan = await uploadChosenPhoto(context, {
    file: form.get("floorPlanFile"),
    slot: "floorplan",
    actor: user.email,
  });
  if (plan && !plan.ok) return refuse({ floorPlanFile: plan.message }, plan.status);

  // Photos chosen with a new listing: stored first, attached once the listing row exists.
  const uploaded =
    id === null
      ? await uploadListingPhotos(context, {
          files: form.getAll("photoFiles"),
          room: MAX_LISTING_PHOTOS,
          actor: user.email,
        })
      : { ids: [] };
  if (uploaded.error) return refuse({ photoFiles: uploaded.error.message }, uploaded.error.status);

  const saved = await saveListing(context.db, {
    id: id ?? undefined,
    fields: {
      ...fields,
      // The schema's refinement guarantees it.
      listPrice: listPrice!,
      memberId,
      floorPlanPhotoId: plan?.ok ? plan.id : floorPlanPhotoId,
    },
    actor: user.email,
  });
  if (!saved.ok) {
    if (saved.status === 404) throw new Response("No such listing", { status: 404 });
    return refuse(saved.errors);
  }
  if (uploaded.ids.length > 0)
    await saveListingPhotos(context.db, {
      listingId: saved.id,
      changes: { added: uploaded.ids },
      actor: user.email,
    });
  return redirect(`/staff/listings/${saved.id}?saved`);
}

/** A save that gets no answer (photos too large, offline) is told in place; the form keeps its fields. */
export const clientAction = staffClientAction<Awaited<ReturnType<typeof action>>>;

export default function Listing({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, members, photos, history, saves, floorPlanPreview, saved } = loaderData;
  const problem = saveProblemOf(actionData);
  const refused = actionData && "errors" in actionData ? actionData : undefined;
  const errors: Record<string, string> = refused?.errors ?? {};
  const here = listing ? `/staff/listings/${listing.id}` : "/staff/listings/new";
  const words = (
    name: "headline" | "description" | "headlineZh" | "descriptionZh" | "featuresZh",
  ) => {
    const stored = listing?.[name] ?? "";
    // The features are a list, stored a line each, as the field shows them.
    const text = Array.isArray(stored) ? stored.join("\n") : stored;
    return fairHousingMessage(refused?.values[name] ?? text);
  };
  const address = listing
    ? [listing.street, listing.unit, listing.town].filter(Boolean).join(", ")
    : null;
  const cover = photos[0];

  return (
    <div className="grid gap-4">
      <BackLink to="/staff/listings">All listings</BackLink>
      <h1 className="break-words text-2xl">{address ?? "New listing"}</h1>
      {listing && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="rounded-sm bg-stone-warm px-2 py-0.5 font-medium">
            {LISTING_STATUS_LABELS[listing.status]}
          </span>
          <span>since {formatDate(listing.statusChangedAt)}</span>
          {listing.status !== "draft" && listing.status !== "off-market" && (
            <a href={listingPath(listing.slug)} className={linkClass}>
              See it on the site
            </a>
          )}
        </p>
      )}
      {saved && !actionData && <Notice tone="ok">Saved.</Notice>}
      <RefusedNotice
        errors={errors}
        unsaved="The listing was not saved. Check the fields marked below."
      />
      {problem && (
        <SaveProblemMessage
          problem={problem}
          what="The listing"
          kept="Everything you typed is still here."
        />
      )}
      {listing && (
        <section aria-labelledby="photos-heading" className="card grid gap-2 p-3">
          <h2 id="photos-heading" className="font-semibold text-lg">
            Photos ({photos.length} of {MAX_LISTING_PHOTOS})
          </h2>
          {cover ? (
            <p className="flex items-center gap-3">
              <img
                src={cover.thumbnail}
                alt=""
                width={120}
                height={80}
                className="h-20 w-30 rounded-sm object-cover"
              />
              <span>
                Cover:{" "}
                {cover.alt ? (
                  `“${cover.alt}”`
                ) : (
                  <strong>no alt text yet (needed to publish)</strong>
                )}
              </span>
            </p>
          ) : (
            <p>No photos yet.</p>
          )}
          <p className="flex flex-wrap gap-x-4">
            <Link to={`${here}/photos`} className={linkClass}>
              Add, describe and order the photos
            </Link>
            <Link to={`/staff/open-houses/new?listing=${listing.id}`} className={linkClass}>
              Schedule an open house
            </Link>
          </p>
        </section>
      )}
      <ListingForm
        action={here}
        stored={listing}
        errors={errors}
        values={refused?.values}
        warnings={{
          headline: words("headline"),
          description: words("description"),
          headlineZh: words("headlineZh"),
          descriptionZh: words("descriptionZh"),
          featuresZh: words("featuresZh"),
        }}
        members={members}
        floorPlan={{ id: listing?.floorPlanPhotoId ?? null, preview: floorPlanPreview }}
      />
      {listing && (
        <section aria-labelledby="history-heading" className="grid gap-2">
          <h2 id="history-heading" className="font-semibold text-lg">
            Price and status history
          </h2>
          {history.length === 0 ? (
            <p className="text-muted">
              Nothing public yet: the history starts when it leaves Draft.
            </p>
          ) : (
            <ol className="card divide-y divide-line" aria-label="Price and status history">
              {history.map((change, index) => (
                <li key={`${change.kind}-${index}`} className="flex flex-wrap gap-x-3 px-3 py-2">
                  <time dateTime={new Date(change.changedAt).toISOString()}>
                    {formatDate(change.changedAt)}
                  </time>
                  <span className="font-medium">
                    {CHANGE_WORDS[change.kind]}
                    {change.kind !== "price" && `: ${LISTING_STATUS_LABELS[change.status]}`}
                  </span>
                  <span>${formatInteger(change.price)}</span>
                  <span className="text-muted">{change.changedBy}</span>
                </li>
              ))}
            </ol>
          )}
          <h2 className="font-semibold text-lg">Saves</h2>
          <ul className="text-muted" aria-label="Saves, newest first">
            {saves.map((save) => (
              <li key={save.id}>
                {formatDateTime(save.savedAt)} · {save.savedBy}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
