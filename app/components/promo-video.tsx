import { Play } from "lucide";
import { useRef, useState } from "react";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

/** The video's files; the MP4 (H.264) is the one every browser plays by itself. */
const VIDEO_FILES = { webm: "/media/promo.webm", mp4: "/media/promo.mp4" };

const PLAY_CONTROL =
  "absolute inset-0 m-auto size-24 items-center justify-center rounded-full bg-white/90 text-brand shadow-xl transition hover:scale-105 hover:bg-white";

/**
 * The promotional video, on desktop only (md and up), 600 px tall. No
 * autoplay and preload="none", so it costs nothing until played; a click on
 * the video or the overlay button toggles play and pause. The poster is a
 * lazy responsive image laid over the video until it first plays: unlike the
 * `poster` attribute, it is not downloaded on phones, where the section is hidden.
 * Without JavaScript the button could play nothing: a link to the MP4 takes
 * its place (`noscript:`), and the browser plays the file itself.
 */
export function PromoVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play();
    else video.pause();
  };
  return (
    <section aria-label="Promotional video" className="hidden bg-ink md:block">
      <div className="relative mx-auto h-[600px] max-w-[1440px]">
        <video
          ref={videoRef}
          className="size-full cursor-pointer object-cover"
          preload="none"
          playsInline
          muted
          onClick={toggle}
          onPlay={() => {
            setPlaying(true);
            setStarted(true);
          }}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        >
          <source src={VIDEO_FILES.webm} type="video/webm" />
          <source src={VIDEO_FILES.mp4} type="video/mp4" />
        </video>
        {started ? null : (
          <ResponsiveImage
            image={{ id: "hero/video-poster", alt: "" }}
            sizes="(min-width: 1440px) 1440px, 100vw"
            className="pointer-events-none absolute inset-0 size-full object-cover"
          />
        )}
        {playing ? null : (
          <button
            type="button"
            onClick={toggle}
            aria-label="Play video"
            className={`${PLAY_CONTROL} flex noscript:hidden`}
          >
            <SvgIcon icon={Play} className="ml-1 size-10 fill-current" />
          </button>
        )}
        <a
          href={VIDEO_FILES.mp4}
          type="video/mp4"
          aria-label="Play video"
          className={`${PLAY_CONTROL} hidden noscript:flex`}
        >
          <SvgIcon icon={Play} className="ml-1 size-10 fill-current" />
        </a>
      </div>
    </section>
  );
}
