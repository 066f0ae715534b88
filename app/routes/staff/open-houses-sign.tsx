import { Link } from "react-router";
import { BrokerageNotice } from "#app/components/notices/brokerage-notice.tsx";
import { EqualHousingNotice } from "#app/components/notices/equal-housing.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { site } from "#content/site.ts";
import { openHouseQrSvg, openHouseToPrint } from "#server/open-house-sign.ts";
import { openHouseView } from "#server/open-house-view.ts";
import { listMembers } from "#server/team/members.ts";
import type { Route } from "./+types/open-houses-sign";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Sign for ${loaderData?.house.street ?? "the open house"} · Team workspace` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { house, url, shortAddress } = await openHouseToPrint(
    context.db,
    context.staff.siteUrl,
    params.id,
  );
  return {
    id: house.leadSourceId,
    house: openHouseView(house, await listMembers(context.db)),
    qr: await openHouseQrSvg(url),
    shortAddress,
  };
}

/**
 * Letter paper, one page: the sheet is exactly the page, and printing shows the sheet alone
 * (the workspace's frame and the buttons above it are hidden).
 */
const PRINT_CSS = `
@page { size: letter portrait; margin: 0; }
@media print {
  html, body { background: #fff !important; }
  body * { visibility: hidden; }
  .oh-sign, .oh-sign * { visibility: visible; }
  .oh-sign { position: absolute; left: 0; top: 0; margin: 0 !important; box-shadow: none !important; border: 0 !important; }
}`;

export default function OpenHouseSign({ loaderData }: Route.ComponentProps) {
  const { id, house, qr, shortAddress } = loaderData;
  return (
    <div className="grid gap-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link
          to={`/staff/open-houses/${id}`}
          className="inline-flex min-h-11 items-center text-brand underline"
        >
          ← The open house
        </Link>
        <button type="button" className="btn-primary min-h-11" onClick={() => window.print()}>
          Print the sign
        </button>
        <span className="text-muted">Letter paper, portrait, one page.</span>
      </div>
      <article
        className="oh-sign mx-auto box-border flex h-[11in] w-[8.5in] flex-col overflow-hidden border border-line bg-white px-[0.6in] py-[0.5in] text-ink shadow-sm"
        aria-label="The printed sign"
      >
        <header className="flex items-baseline justify-between border-brand border-b-4 pb-2">
          <p className="font-display font-semibold text-2xl text-brand">{site.name}</p>
          <p className="font-semibold text-xl uppercase tracking-widest">Open house</p>
        </header>
        {house.photo ? (
          <img
            src={house.photo.src}
            alt={`The home at ${house.street}`}
            className="mt-4 h-[2.9in] w-full rounded-sm object-cover"
          />
        ) : null}
        <h1 className="mt-4 font-display text-[30pt] leading-tight">{house.street}</h1>
        <p className="text-[16pt]">{house.town}, MA</p>
        <p className="mt-1 font-semibold text-[16pt]">
          {house.day}, {house.hours}
        </p>
        {house.cancelled && <p className="font-bold text-[20pt] text-red-800">Cancelled</p>}
        <div className="mt-4 flex items-center gap-6">
          <img src={qr} alt={`QR code for ${shortAddress}`} className="size-[2.7in] shrink-0" />
          <div className="grid gap-2">
            <p className="font-display font-semibold text-[26pt] text-brand leading-tight">
              Scan to sign in
            </p>
            <p className="text-[13pt]">or type this address into your phone:</p>
            <p className="break-all font-mono font-semibold text-[17pt] tracking-wide">
              {shortAddress}
            </p>
          </div>
        </div>
        <div className="mt-auto flex items-center gap-4 border-line border-t pt-3">
          {house.host.photo ? (
            <img
              src={house.host.photo}
              alt=""
              className="h-[1in] w-[0.8in] rounded-sm object-cover"
            />
          ) : null}
          <div>
            <p className="text-[10pt] uppercase tracking-wider text-muted">Your host</p>
            <p className="font-semibold text-[14pt]">{house.host.name}</p>
            <p className="text-[13pt]">{house.host.phone.display}</p>
          </div>
        </div>
        <footer className="mt-3 grid gap-2 text-[8pt]">
          <BrokerageNotice />
          <EqualHousingNotice />
        </footer>
      </article>
    </div>
  );
}
