import { describe, expect, it } from "vitest";
import { socialImage } from "./photo-ref.ts";

describe("socialImage", () => {
  it("is the 1200 × 630 card of a listing's or a post's photo, uploaded or built", () => {
    expect(socialImage({ hash: "0123456789abcdef0123", slot: "listing", alt: "" })).toEqual({
      url: "/media/u/0123456789abcdef0123-card.jpg",
      width: 1200,
      height: 630,
    });
    expect(socialImage({ id: "blog/first-home", alt: "" })).toEqual({
      url: "/images/blog/first-home-card.jpg",
      width: 1200,
      height: 630,
    });
  });

  it("is the widest JPEG, with its real size, of a slot without a card", () => {
    expect(socialImage({ id: "team/lena", alt: "" })).toEqual({
      url: "/images/team/lena-720.jpg",
      width: 720,
      height: 900,
    });
  });
});
