import { Play } from "lucide";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { VIDEO_ATTRIBUTE } from "#app/enhance/promo-video.ts";
import { usePageLanguage } from "#app/utils/language.ts";
import { uiText } from "#content/ui.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/** The video's files; the MP4 (H.264) is the one every browser plays by itself. */
const VIDEO_FILES = { webm: "/media/promo.webm", mp4: "/media/promo.mp4" };

const PLAY_CONTROL =
  "absolute inset-0 m-auto size-24 items-center justify-center rounded-full bg-white/90 text-brand shadow-xl transition hover:scale-105 hover:bg-white";

/**
 * The promotional video, on desktop only (md and up), 600 px tall. No
 * autoplay and preload="none", so it costs nothing until played; a click on
 * the video or the overlay button toggles play and pause (the page script:
 * app/enhance/promo-video.ts, so the home page needs no framework). The
 * poster is a lazy responsive image laid over the video until it first plays:
 * unlike the `poster` attribute, it is not downloaded on phones, where the
 * section is hidden. Without JavaScript the button could play nothing: a link
 * to the MP4 takes its place (`noscript:`), and the browser plays the file itself.
 */
export function PromoVideo() {
  const { video } = uiText(usePageLanguage());
  return (
    <section aria-label={video.label} className="hidden bg-ink md:block">
      <div
        className="group relative mx-auto h-[600px] max-w-[1440px]"
        {...{ [VIDEO_ATTRIBUTE]: "" }}
      >
        <video className="size-full cursor-pointer object-cover" preload="none" playsInline muted>
          <source src={VIDEO_FILES.webm} type="video/webm" />
          <source src={VIDEO_FILES.mp4} type="video/mp4" />
        </video>
        <ResponsiveImage
          image={{ id: "hero/video-poster", alt: "" }}
          sizes="(min-width: 1440px) 1440px, 100vw"
          className="pointer-events-none absolute inset-0 size-full object-cover group-data-[started]:hidden"
        />
        <button
          type="button"
          aria-label={video.play}
          className={`${PLAY_CONTROL} flex group-data-[playing]:hidden noscript:hidden`}
        >
          <SvgIcon icon={Play} className="ml-1 size-10 fill-current" />
        </button>
        <a
          href={VIDEO_FILES.mp4}
          type="video/mp4"
          aria-label={video.play}
          className={`${PLAY_CONTROL} hidden noscript:flex`}
        >
          <SvgIcon icon={Play} className="ml-1 size-10 fill-current" />
        </a>
      </div>
    </section>
  );
}
