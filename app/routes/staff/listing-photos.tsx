import { useState } from "react";
import { data, Form, redirect, useSubmit } from "react-router";
import { BackLink } from "#app/components/staff/back-link.tsx";
import {
  buttonClass,
  inputClass,
  Notice,
  primaryButtonClass,
} from "#app/components/staff/content-form.tsx";
import {
  SaveProblemMessage,
  saveProblemOf,
  staffClientAction,
} from "#app/components/staff/save-problem.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { editorId, readStaffForm } from "#app/utils/staff-request.server.ts";
import { PhotoMoveSchema } from "#domain/forms/listing.ts";
import { PHOTO_ACCEPT } from "#domain/images/photo-upload.ts";
import { MAX_LISTING_PHOTOS } from "#domain/listing.ts";
import { parseRowId } from "#domain/row-id.ts";
import { getListing } from "#server/listings/history.ts";
import {
  listListingPhotos,
  saveListingPhotos,
  uploadListingPhotos,
} from "#server/listings/photos.ts";
import type { Route } from "./+types/listing-photos";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Photos of ${loaderData?.listing.street ?? "a listing"} · Team workspace` },
];

async function listingOf(context: Route.LoaderArgs["context"], param: string) {
  const id = editorId(param, "No such listing");
  const listing = id === null ? undefined : await getListing(context.db, id);
  if (!listing) throw new Response("No such listing", { status: 404 });
  return listing;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const listing = await listingOf(context, params.id);
  return {
    listing: { id: listing.id, street: listing.street, status: listing.status },
    photos: await listListingPhotos(context.db, listing.id),
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

const ids = (entries: FormDataEntryValue[]) =>
  entries.map(parseRowId).filter((id): id is number => id !== undefined);

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const listing = await listingOf(context, params.id);
  const form = await readStaffForm(request);
  const refuse = (message: string, status: 400 | 404 | 413 | 429 = 400) =>
    data({ error: message }, { status });

  const alts = new Map<number, string>();
  for (const [key, value] of form) {
    const photoId = key.startsWith("alt-") ? parseRowId(key.slice(4)) : undefined;
    if (photoId !== undefined && typeof value === "string") alts.set(photoId, value.slice(0, 300));
  }
  const [movedId, direction] = String(form.get("move") ?? "").split(":");
  const move = PhotoMoveSchema.safeParse({ photoId: movedId, direction });
  const removed = ids(form.getAll("remove"));
  const current = await listListingPhotos(context.db, listing.id);
  const uploaded = await uploadListingPhotos(context, {
    files: form.getAll("photoFiles"),
    room: MAX_LISTING_PHOTOS - current.length + removed.length,
    actor: user.email,
  });
  const saved = await saveListingPhotos(context.db, {
    listingId: listing.id,
    changes: {
      alts,
      removed,
      added: uploaded.ids,
      order: ids(form.getAll("order")),
      move: move.success ? move.data : undefined,
    },
    actor: user.email,
  });
  if (!saved.ok) return refuse(saved.message, saved.status);
  // The photos stored before a refused one are kept and shown; the refusal says which file.
  if (uploaded.error) return refuse(uploaded.error.message, uploaded.error.status);
  return redirect(`/staff/listings/${listing.id}/photos?saved`);
}

export const clientAction = staffClientAction<Awaited<ReturnType<typeof action>>>;

export default function ListingPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, photos, saved } = loaderData;
  const problem = saveProblemOf(actionData);
  const error = actionData && "error" in actionData ? actionData.error : null;
  const here = `/staff/listings/${listing.id}/photos`;
  const [order, setOrder] = useState(() => photos.map((photo) => photo.photoId));
  const [dragged, setDragged] = useState<number | null>(null);
  const submit = useSubmit();
  // A new answer from the server (a save, a move) resets the order to what is stored.
  const stored = photos.map((photo) => photo.photoId).join(",");
  const [storedSeen, setStoredSeen] = useState(stored);
  if (stored !== storedSeen) {
    setStoredSeen(stored);
    setOrder(photos.map((photo) => photo.photoId));
  }
  const byId = new Map(photos.map((photo) => [photo.photoId, photo]));
  const shown = order.map((id) => byId.get(id)).filter((photo) => photo !== undefined);

  /** A drop: the dragged photo takes the target's place, and the form is saved with that order. */
  function dropOn(targetId: number, form: HTMLFormElement | null) {
    if (dragged === null || dragged === targetId) return;
    const next = order.filter((id) => id !== dragged);
    next.splice(
      next.indexOf(targetId) + (order.indexOf(dragged) < order.indexOf(targetId) ? 1 : 0),
      0,
      dragged,
    );
    setOrder(next);
    setDragged(null);
    if (form) {
      const body = new FormData(form);
      body.delete("order");
      for (const id of next) body.append("order", String(id));
      body.delete("photoFiles");
      void submit(body, { method: "post", action: here, encType: "multipart/form-data" });
    }
  }

  return (
    <div className="grid gap-4">
      <BackLink to={`/staff/listings/${listing.id}`}>{listing.street}</BackLink>
      <h1 className="text-2xl">Photos of {listing.street}</h1>
      <p className="text-muted">
        The first photo is the cover. Up to {MAX_LISTING_PHOTOS}; each needs alt text that says what
        it shows (the cover's before the listing can go on the site).
      </p>
      {saved && !actionData && <Notice tone="ok">Photos saved.</Notice>}
      {error && (
        <p role="alert" className="card border-brand px-3 py-2 font-medium text-brand">
          {error}
        </p>
      )}
      {problem && (
        <SaveProblemMessage
          problem={problem}
          what="The photos"
          kept="Choose the files again; the alt text you typed is still here."
        />
      )}
      <Form
        method="post"
        action={here}
        encType="multipart/form-data"
        aria-label="Photos"
        className="grid gap-4"
      >
        <ol className="grid gap-3" aria-label="Photos in order">
          {shown.map((photo, index) => (
            <li
              key={photo.photoId}
              draggable
              onDragStart={() => setDragged(photo.photoId)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                dropOn(photo.photoId, event.currentTarget.closest("form"));
              }}
              className={`card grid gap-2 p-3 sm:grid-cols-[10rem_1fr] ${dragged === photo.photoId ? "opacity-50" : ""}`}
            >
              <input type="hidden" name="order" value={photo.photoId} />
              <img
                src={photo.thumbnail}
                alt=""
                width={160}
                height={107}
                className="aspect-[3/2] w-40 rounded-sm object-cover"
              />
              <div className="grid gap-2">
                <label htmlFor={`alt-${photo.photoId}`} className="font-medium">
                  {index === 0 ? "Photo 1 (cover): alt text" : `Photo ${index + 1}: alt text`}
                </label>
                <input
                  id={`alt-${photo.photoId}`}
                  name={`alt-${photo.photoId}`}
                  defaultValue={photo.alt}
                  maxLength={300}
                  className={inputClass}
                />
                <div className="flex flex-wrap gap-2">
                  <button
                    type="submit"
                    name="move"
                    value={`${photo.photoId}:up`}
                    disabled={index === 0}
                    className={buttonClass}
                    aria-label={`Move photo ${index + 1} up`}
                  >
                    Move up
                  </button>
                  <button
                    type="submit"
                    name="move"
                    value={`${photo.photoId}:down`}
                    disabled={index === shown.length - 1}
                    className={buttonClass}
                    aria-label={`Move photo ${index + 1} down`}
                  >
                    Move down
                  </button>
                  <label className="inline-flex min-h-11 items-center gap-2">
                    <input type="checkbox" name="remove" value={photo.photoId} className="size-5" />
                    Remove
                  </label>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <label htmlFor="photoFiles" className="font-medium">
            Add photos
          </label>
          <p id="photoFiles-hint" className="text-muted text-xs">
            Choose several at once: JPEG, PNG, WebP or HEIC, up to 20 MB each. Location data is
            removed.
          </p>
          <input
            id="photoFiles"
            name="photoFiles"
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            aria-describedby="photoFiles-hint"
            className={inputClass}
          />
        </div>
        <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`}>
          Save the photos
        </button>
      </Form>
    </div>
  );
}
