import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, frameSourcesFor } from "./security-headers.ts";

const frameSrc = (path: string) =>
  contentSecurityPolicy(["'nonce-x'"], true, frameSourcesFor(path))
    .split("; ")
    .find((directive) => directive.startsWith("frame-src"));

describe("the frames a page may load", () => {
  it("lets a listing's page play its tour from YouTube, Vimeo or Matterport, and no other page", () => {
    expect(frameSrc("/listings/12-elm-st-newton")).toBe(
      "frame-src https://www.openstreetmap.org https://www.youtube-nocookie.com https://player.vimeo.com https://my.matterport.com",
    );
    for (const path of ["/listings", "/contact", "/", "/blog/x"])
      expect(frameSrc(path), path).toBe("frame-src https://www.openstreetmap.org");
  });
});
