import { Form, Link } from "react-router";
import { itemLinkClass } from "#app/components/staff/content-editor.tsx";
import { buttonClass } from "#app/components/staff/content-form.tsx";
import { formatDate } from "#app/components/staff/format.ts";
import { requireStaff } from "#app/utils/auth.server.ts";
import { methodNotAllowed } from "#app/utils/method-not-allowed.ts";
import { teamDay } from "#domain/dates.ts";
import { formatInteger } from "#domain/format.ts";
import {
  LISTING_STATUS_LABELS,
  LISTING_STATUSES,
  type ListingStatus,
  listingPath,
} from "#domain/listing.ts";
import { pathReach } from "#server/insights/report.ts";
import { listStaffListings } from "#server/listings/history.ts";
import type { Route } from "./+types/listings";

export const meta: Route.MetaFunction = () => [{ title: "Listings · Team workspace" }];

const isStatus = (value: string | null): value is ListingStatus =>
  (LISTING_STATUSES as readonly string[]).includes(value ?? "");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const asked = new URL(request.url).searchParams.get("status");
  const status = isStatus(asked) ? asked : undefined;
  const listings = await listStaffListings(context.db, { status });
  // Each listing's reach (issue 44): its page's views and the leads it brought.
  const reach = await pathReach(
    context.db,
    listings.map((listing) => listingPath(listing.slug)),
    teamDay(new Date()),
  );
  return {
    status: status ?? "",
    listings: listings.map((listing) => ({
      ...listing,
      reach: reach.get(listingPath(listing.slug)) ?? { views: 0, leads: 0 },
    })),
  };
}

/** No form posts here; a POST is answered as on every staff route: the guard first. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  return methodNotAllowed();
}

export default function Listings({ loaderData }: Route.ComponentProps) {
  const { status, listings } = loaderData;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl">Listings</h1>
        <Link to="/staff/listings/new" className="btn-primary min-h-11">
          Add a listing
        </Link>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Filter listings">
        <div>
          <label htmlFor="status" className="font-medium">
            Status
          </label>
          <select
            id="status"
            name="status"
            defaultValue={status}
            className="mt-1 block min-h-11 rounded-sm border border-line bg-white px-3"
          >
            <option value="">Every status</option>
            {LISTING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {LISTING_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass}>
          Show
        </button>
      </Form>
      {listings.length === 0 ? (
        <p className="card p-4">{status ? "No listings with this status." : "No listings yet."}</p>
      ) : (
        <ul className="card divide-y divide-line" aria-label="Listings, last saved first">
          {listings.map((listing) => (
            <li
              key={listing.id}
              className="grid gap-1 px-3 py-2 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <span className="min-w-0">
                <Link to={`/staff/listings/${listing.id}`} className={itemLinkClass}>
                  {[listing.street, listing.unit, listing.town].filter(Boolean).join(", ")}
                </Link>
                <span className="block text-muted text-xs">
                  {LISTING_STATUS_LABELS[listing.status]} since{" "}
                  {formatDate(listing.statusChangedAt)} · {listing.photos}{" "}
                  {listing.photos === 1 ? "photo" : "photos"}
                </span>
                <span className="block text-muted text-xs tabular-nums" data-reach="">
                  {formatInteger(listing.reach.views)} views · {listing.reach.leads} leads
                </span>
              </span>
              <span className="font-medium tabular-nums">
                $
                {formatInteger(
                  listing.status === "sold" && listing.soldPrice
                    ? listing.soldPrice
                    : listing.listPrice,
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
