/**
 * The office map on /contact: "Show interactive map" puts OpenStreetMap's map
 * in the map area, and only then does the page ask another site for anything.
 * The area names the map's address and title (app/components/office-map.tsx).
 */
export const MAP_SRC_ATTRIBUTE = "data-map-src";
export const MAP_TITLE_ATTRIBUTE = "data-map-title";

export default function enhance(area: HTMLElement) {
  area.querySelector("button")?.addEventListener("click", () => {
    const frame = document.createElement("iframe");
    frame.title = area.getAttribute(MAP_TITLE_ATTRIBUTE) ?? "";
    frame.src = area.getAttribute(MAP_SRC_ATTRIBUTE) ?? "";
    frame.loading = "lazy";
    frame.referrerPolicy = "no-referrer";
    frame.className = "size-full border-0";
    area.replaceChildren(frame);
  });
}
