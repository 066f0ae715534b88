/**
 * Resolves once the page's first screen is on screen: after `load`, the first
 * contentful paint (its paint timing entry, which arrives once the frame is
 * drawn), the frame that draws the first screen's images (each decoded) and
 * the browser's report of the largest of them. On a fast connection `load` can
 * come before the first paint, and the largest image can be drawn well after
 * it; a download started before either would compete with it, and Lighthouse
 * counts every request that ends before the largest paint into its simulated
 * LCP (figures: reports/measurements-behind-the-code.md).
 */
export function afterFirstScreen(): Promise<void> {
  return loaded().then(firstPaint).then(firstScreenImagesDrawn).then(largestPaintReported);
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
  new Promise<IntersectionObserverEntry[]>((resolve) => {
    const images = [...document.images];
    if (!images.length) return resolve([]);
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(entries.filter((entry) => entry.isIntersecting));
    });
    for (const image of images) observer.observe(image);
  });

const firstScreenImagesDrawn = () =>
  imagesInView().then((inView) =>
    Promise.all(inView.map(({ target }) => (target as HTMLImageElement).decode().catch(() => {})))
      .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
      .then(() => inView),
  );

/** Past this, a largest paint the browser has not reported will not hold the downloads back any longer. */
const REPORT_WAIT_MS = 2000;

const visibleArea = ({ intersectionRect }: IntersectionObserverEntry) =>
  intersectionRect.width * intersectionRect.height;

/**
 * The browser reports a largest paint a frame or more after the frame that drew it (its time is
 * when the frame was shown), and a download begun in between, finished before that time, was
 * counted into the simulated LCP (decision 059). Waits for the report of the largest image in
 * view, or of something larger than it.
 */
const largestPaintReported = (inView: IntersectionObserverEntry[]) =>
  new Promise<void>((resolve) => {
    const largest = inView.reduce<IntersectionObserverEntry | undefined>(
      (found, entry) => (found && visibleArea(found) >= visibleArea(entry) ? found : entry),
      undefined,
    );
    if (!largest || !PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint"))
      return resolve();
    const done = () => {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    };
    const timer = setTimeout(done, REPORT_WAIT_MS);
    const observer = new PerformanceObserver((entries) => {
      const reported = entries.getEntries() as LargestContentfulPaint[];
      if (
        reported.some(
          (entry) => entry.element === largest.target || entry.size > visibleArea(largest),
        )
      )
        done();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  });
