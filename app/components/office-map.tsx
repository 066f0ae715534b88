import { MapPin } from "lucide";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { ENHANCE_ATTRIBUTE } from "#app/enhance/browser-modules.ts";
import { MAP_SRC_ATTRIBUTE, MAP_TITLE_ATTRIBUTE } from "#app/enhance/office-map.ts";
import officeMapSrc from "#app/enhance/office-map.ts?browser-module";
import { interpolate, interpolateText } from "#app/utils/interpolate.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { officeAddressLine, site } from "#content/site.ts";
import { mapsSearchUrl } from "./contact-section.tsx";

const { latitude, longitude } = site.office.geo;
const DELTA = 0.012;
const embedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - DELTA}%2C${latitude - DELTA / 2}%2C${longitude + DELTA}%2C${latitude + DELTA / 2}&layer=mapnik&marker=${latitude}%2C${longitude}`;
/** The same place on OpenStreetMap's own site, with a marker, at street level (zoom 16). */
export const mapPageUrl = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

/**
 * The office map, 300 px high. The third-party map loads only when a visitor
 * asks for it (no request to another host before that), and the address link
 * works whether or not the map can load. The button is a browser module's
 * (app/enhance/office-map.ts), which puts the map in the area. Without
 * JavaScript the button could not show the map: a link to the map on
 * OpenStreetMap takes its place (`noscript:`).
 */
export function OfficeMap() {
  const words = CATALOGUES.forms[usePageLanguage()].officeMap;
  const place = {
    name: site.name,
    city: site.office.city,
    region: site.office.region,
    address: officeAddressLine,
  };
  return (
    <section aria-labelledby="map-heading" className="bg-stone-warm py-16">
      <div className="container-site">
        <h2 id="map-heading" className="text-2xl md:text-3xl">
          {words.heading}
        </h2>
        <p className="mt-2 text-muted">
          <a
            href={mapsSearchUrl}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-brand underline underline-offset-2"
          >
            <SvgIcon icon={MapPin} className="size-4" />
            {interpolate(words.openAddress, place)}
          </a>
        </p>
        <div
          className="mt-6 h-[300px] overflow-hidden rounded-md border border-line bg-white"
          {...{
            [ENHANCE_ATTRIBUTE]: officeMapSrc,
            [MAP_SRC_ATTRIBUTE]: embedUrl,
            [MAP_TITLE_ATTRIBUTE]: interpolateText(words.mapTitle, place),
          }}
        >
          <div className="flex size-full flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_center,#f6e9e7_0%,#eee8df_60%)] p-6 text-center">
            <SvgIcon icon={MapPin} className="size-10 text-brand" />
            <p className="max-w-sm text-muted">{interpolate(words.where, place)}</p>
            <button type="button" className="btn-primary noscript:hidden">
              {words.show}
            </button>
            <a href={mapPageUrl} className="btn-primary hidden noscript:inline-flex">
              {words.openOutside}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
