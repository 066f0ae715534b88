/**
 * A button that shows and hides a part of itself (a town tile's description)
 * carries DISCLOSURE_ATTRIBUTE and `aria-expanded`: a click, or Enter or Space
 * on it, flips `aria-expanded`, and its CSS shows the part from that state
 * (Tailwind's `aria-expanded:` variants). One listener on the document serves
 * every such button, without the framework, so the page that has them can be
 * HTML-only (app/utils/framework-start.ts). A button drawn by React renders
 * `aria-expanded={false}` and never changes it: React leaves the attribute to
 * this listener, since the prop it renders never changes.
 *
 * Run by the starter (app/utils/scripts-after-load.tsx) where it stands in the
 * page; its text may interpolate plain constants only (see the starter).
 */
export const DISCLOSURE_ATTRIBUTE = "data-disclosure";

export const TOGGLE_DISCLOSURES = `() => {
  document.addEventListener("click", (event) => {
    const button = event.target.closest?.("button[${DISCLOSURE_ATTRIBUTE}]");
    if (button) button.setAttribute("aria-expanded", String(button.getAttribute("aria-expanded") !== "true"));
  });
}`;
