/**
 * A listing's virtual tour or video (app/components/listing/tour.tsx), loaded only when the
 * visitor asks for it (app/enhance/on-demand.ts): the player's frame takes the place of the
 * button. Before that click nothing is asked of YouTube, Vimeo or Matterport.
 */
export const TOUR_SRC_ATTRIBUTE = "data-tour-src";
export const TOUR_TITLE_ATTRIBUTE = "data-tour-title";

export default function playTour(area: HTMLElement) {
  const frame = document.createElement("iframe");
  frame.title = area.getAttribute(TOUR_TITLE_ATTRIBUTE) ?? "";
  frame.src = area.getAttribute(TOUR_SRC_ATTRIBUTE) ?? "";
  frame.allow = "fullscreen; xr-spatial-tracking";
  frame.allowFullscreen = true;
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  frame.className = "size-full border-0";
  area.replaceChildren(frame);
  frame.focus();
}
