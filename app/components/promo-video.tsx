import { Play } from "lucide-react";
import { useRef, useState } from "react";
import { imageUrl } from "#app/utils/image-slots.ts";

/**
 * The promotional video, on desktop only (md and up), 600 px tall. No
 * autoplay and preload="none", so it costs nothing until played; a click on
 * the video or the overlay button toggles play and pause.
 */
export function PromoVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
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
          poster={imageUrl("hero/video-poster", 1440, "jpg")}
          preload="none"
          playsInline
          muted
          onClick={toggle}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        >
          <source src="/media/promo.webm" type="video/webm" />
          <source src="/media/promo.mp4" type="video/mp4" />
        </video>
        {playing ? null : (
          <button
            type="button"
            onClick={toggle}
            aria-label="Play video"
            className="absolute inset-0 m-auto flex size-24 items-center justify-center rounded-full bg-white/90 text-brand shadow-xl transition hover:scale-105 hover:bg-white"
          >
            <Play aria-hidden className="ml-1 size-10 fill-current" />
          </button>
        )}
      </div>
    </section>
  );
}
