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

/**
 * The images in view, from an observer's first report: it comes with the next frame, whose
 * layout the browser does anyway. Measured by hand (getBoundingClientRect on each image), they
 * made the browser lay the page out in the page script's task, inside the blocking time
 * Lighthouse counts. An image skipped by `content-visibility` is reported out of view without
 * being laid out, and one not displayed has no box to intersect.
 */
const imagesInView = () =>
  new Promise<HTMLImageElement[]>((resolve) => {
    const images = [...document.images];
    if (!images.length) return resolve([]);
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(
        entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => entry.target as HTMLImageElement),
      );
    });
    for (const image of images) observer.observe(image);
  });

const firstScreenImagesDrawn = () =>
  imagesInView()
    .then((images) => Promise.all(images.map((image) => image.decode().catch(() => {}))))
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
