import { describe, expect, it, vi } from "vitest";
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

describe("the images a page may load", () => {
  const imgSrc = () =>
    contentSecurityPolicy(["'nonce-x'"], true)
      .split("; ")
      .find((directive) => directive.startsWith("img-src"));

  it("allows the MLS provider's photo host only when it is configured, as an https origin", () => {
    vi.stubEnv("IDX_PHOTO_ORIGIN", "");
    expect(imgSrc()).toBe("img-src 'self' data: blob:");
    vi.stubEnv("IDX_PHOTO_ORIGIN", "https://photos.example-mls.com/some/path");
    expect(imgSrc()).toBe("img-src 'self' data: blob: https://photos.example-mls.com");
    vi.stubEnv("IDX_PHOTO_ORIGIN", "http://photos.example-mls.com");
    expect(imgSrc()).toBe("img-src 'self' data: blob:");
    vi.unstubAllEnvs();
  });
});
