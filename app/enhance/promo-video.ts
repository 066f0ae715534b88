/**
 * The promotional video's controls (app/components/promo-video.tsx): a click
 * on the video or on its overlay button plays or pauses it. Its container,
 * marked VIDEO_ATTRIBUTE, says what the visitor sees: `data-started` once it
 * has played (the poster laid over it goes), `data-playing` while it plays (the
 * overlay button goes). One set of listeners on the document serves it, with
 * or without the framework; without JavaScript a link to the file stands in.
 */
export const VIDEO_ATTRIBUTE = "data-video";

const VIDEO = `[${VIDEO_ATTRIBUTE}]`;

export function controlVideos() {
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest(`${VIDEO} video, ${VIDEO} button`);
    const video = toggle?.closest(VIDEO)?.querySelector("video");
    if (!video) return;
    if (video.paused) void video.play();
    else video.pause();
  });
  const mark = (event: Event) => {
    const video = event.target;
    if (!(video instanceof HTMLVideoElement)) return;
    const container = video.closest(VIDEO);
    if (!container) return;
    container.toggleAttribute("data-playing", !video.paused && !video.ended);
    if (event.type === "play") container.toggleAttribute("data-started", true);
  };
  // Media events do not bubble: caught on their way down.
  for (const type of ["play", "pause", "ended"]) document.addEventListener(type, mark, true);
}
