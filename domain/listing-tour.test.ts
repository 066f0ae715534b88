import { describe, expect, it } from "vitest";
import { tourEmbedUrl } from "./listing-tour.ts";

describe("a listing's tour link", () => {
  it.each([
    [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    ["https://youtu.be/dQw4w9WgXcQ?t=3", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    [
      "https://my.matterport.com/show/?m=SxQL3iGyoDo",
      "https://my.matterport.com/show/?m=SxQL3iGyoDo",
    ],
  ])("plays %s in its host's player", (link, player) => {
    expect(tourEmbedUrl(link)).toBe(player);
  });

  it.each([
    "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://example.com/tour",
    "https://www.youtube.com/watch?v=<script>",
    "not a link",
  ])("embeds nothing for %s", (link) => {
    expect(tourEmbedUrl(link)).toBeNull();
  });
});
