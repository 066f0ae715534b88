/**
 * A listing's photos full screen (app/components/listing/gallery.tsx), loaded only when the
 * visitor opens one (app/enhance/on-demand.ts): the arrow keys, a swipe or the buttons go from
 * photo to photo, Escape or the close button leaves, and focus comes back to the photo she
 * opened. Each photo is its gallery link's own file, so the viewer asks for nothing new.
 * Styled inline: the module carries its look with it, whatever the page's stylesheet holds.
 */
import { OPENS_ATTRIBUTE } from "./on-demand.ts";

/** How far a finger must travel sideways for a swipe, in CSS pixels. */
const SWIPE_PX = 50;

/** The viewer's words, from the gallery's attributes (the page holds its words in one place). */
const words = (gallery: HTMLElement) => ({
  label: gallery.getAttribute("data-viewer-label") ?? "Photos",
  previous: gallery.getAttribute("data-viewer-previous") ?? "Previous photo",
  next: gallery.getAttribute("data-viewer-next") ?? "Next photo",
  close: gallery.getAttribute("data-viewer-close") ?? "Close",
  of: gallery.getAttribute("data-viewer-of") ?? "of",
});

const BUTTON_STYLE =
  "position:absolute;min-width:48px;min-height:48px;border:0;border-radius:9999px;background:rgba(0,0,0,.55);color:#fff;font-size:28px;line-height:1;cursor:pointer";

function button(label: string, text: string, place: string) {
  const control = document.createElement("button");
  control.type = "button";
  control.setAttribute("aria-label", label);
  control.textContent = text;
  control.style.cssText = `${BUTTON_STYLE};${place}`;
  return control;
}

const viewers = new WeakMap<HTMLElement, (index: number) => void>();

function createViewer(gallery: HTMLElement) {
  const text = words(gallery);
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>(`a[${OPENS_ATTRIBUTE}]`)];
  const dialog = document.createElement("dialog");
  dialog.setAttribute("aria-label", text.label);
  dialog.style.cssText =
    "width:100vw;height:100dvh;max-width:none;max-height:none;margin:0;padding:0;border:0;background:#111;color:#fff;touch-action:pan-y";
  const image = document.createElement("img");
  image.style.cssText = "width:100%;height:100%;object-fit:contain;user-select:none";
  const counter = document.createElement("p");
  counter.setAttribute("aria-live", "polite");
  counter.style.cssText =
    "position:absolute;bottom:16px;left:0;right:0;margin:0;text-align:center;font-size:15px";
  const previous = button(text.previous, "‹", "left:12px;top:50%;transform:translateY(-50%)");
  const next = button(text.next, "›", "right:12px;top:50%;transform:translateY(-50%)");
  const close = button(text.close, "×", "right:12px;top:12px");
  dialog.append(image, counter, previous, next, close);
  document.body.append(dialog);

  let current = 0;
  const show = (index: number) => {
    current = (index + links.length) % links.length;
    const link = links[current];
    if (!link) return;
    image.src = link.href;
    image.alt = link.querySelector("img")?.alt ?? "";
    counter.textContent = `${current + 1} ${text.of} ${links.length}`;
  };
  previous.addEventListener("click", () => show(current - 1));
  next.addEventListener("click", () => show(current + 1));
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") show(current - 1);
    else if (event.key === "ArrowRight") show(current + 1);
    else return;
    event.preventDefault();
  });
  let startX: number | null = null;
  dialog.addEventListener("pointerdown", (event) => {
    startX = event.clientX;
  });
  dialog.addEventListener("pointerup", (event) => {
    if (startX === null) return;
    const moved = event.clientX - startX;
    startX = null;
    if (Math.abs(moved) >= SWIPE_PX) show(current + (moved < 0 ? 1 : -1));
  });
  return (index: number) => {
    show(index);
    dialog.showModal();
    close.focus();
  };
}

export default function openViewer(gallery: HTMLElement, control: HTMLElement) {
  let open = viewers.get(gallery);
  if (!open) {
    open = createViewer(gallery);
    viewers.set(gallery, open);
  }
  const links = [...gallery.querySelectorAll(`a[${OPENS_ATTRIBUTE}]`)];
  open(Math.max(0, links.indexOf(control)));
}
