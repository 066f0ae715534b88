/**
 * Resolves once the page's first screen is on screen: after `load`, the first
 * contentful paint (its paint timing entry, which arrives once the frame is
 * drawn) and the frame that draws the first screen's images (each decoded).
 * On a fast connection `load` can come before the first paint, and the
 * largest image can be drawn well after it; a download started before either
 * would compete with it, and Lighthouse counts every request that ends before
 * the largest paint into its simulated LCP (figures:
 * reports/measurements-behind-the-code.md).
 */
export function afterFirstScreen(): Promise<void> {
  return loaded().then(firstPaint).then(firstScreenImagesDrawn);
}

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  });

const firstPaint = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });

function onScreen(image: HTMLImageElement) {
  // Skipped by content-visibility is off screen; measuring it would lay it out, the very work
  // content-visibility saves (reports/measurements-behind-the-code.md).
  if (image.checkVisibility?.({ contentVisibilityAuto: true }) === false) return false;
  const box = image.getBoundingClientRect();
  return (
    box.width > 0 &&
    box.bottom > 0 &&
    box.top < innerHeight &&
    box.right > 0 &&
    box.left < innerWidth
  );
}

const firstScreenImagesDrawn = () =>
  Promise.all(
    [...document.images].filter(onScreen).map((image) => image.decode().catch(() => {})),
  ).then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
