/**
 * A listing's virtual tour or video (YouTube, Vimeo, Matterport) as the address of its player,
 * shown in a frame only once the visitor asks for it: until then nothing loads from those hosts.
 * The page's Content-Security-Policy admits frames from exactly these origins, on listing pages
 * alone (server/security-headers.ts).
 */

/** The players' origins (YouTube's privacy-enhanced one sets no cookie before playing). */
export const TOUR_FRAME_ORIGINS = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://my.matterport.com",
] as const;

const YOUTUBE_ID = /^[\w-]{11}$/;
const DIGITS = /^\d{1,12}$/;
const MATTERPORT_ID = /^[\w]{6,20}$/;

/** The player's address for a tour link the team pasted, or null when it is none of the three. */
export function tourEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const host = url.hostname.replace(/^www\.|^m\./, "");
  const path = url.pathname.split("/").filter(Boolean);
  if (host === "youtube.com" || host === "youtu.be" || host === "youtube-nocookie.com") {
    const id =
      host === "youtu.be"
        ? path[0]
        : path[0] === "embed" || path[0] === "shorts" || path[0] === "live"
          ? path[1]
          : url.searchParams.get("v");
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = path.findLast((part) => DIGITS.test(part));
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  if (host === "my.matterport.com") {
    const id = url.searchParams.get("m");
    return id && MATTERPORT_ID.test(id) ? `https://my.matterport.com/show/?m=${id}` : null;
  }
  return null;
}
