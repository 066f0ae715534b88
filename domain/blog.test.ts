import { describe, expect, it } from "vitest";
import { postAction, priceValue, relatedPosts } from "./blog.ts";

const post = (slug: string, title: string, tags: string[], date = "2025-01-01") => ({
  slug,
  title,
  tags,
  date,
});
const TOWNS = ["Newton", "Lexington", "Cambridge"];

describe("relatedPosts", () => {
  const all = [
    post("a", "Living in Newton: a village guide", ["towns", "buyers"]),
    post("b", "Newton's schools and parks", ["towns"], "2025-03-01"),
    post("c", "Cambridge condos for investors", ["towns", "condos", "buyers"], "2025-05-01"),
    post("d", "Staging on a budget", ["sellers", "staging"], "2025-06-01"),
    post("e", "What to expect at closing", ["buyers", "closing"], "2025-02-01"),
  ];

  it("prefers the same town, then shared topics, and never the post itself", () => {
    expect(relatedPosts(all[0]!, all, TOWNS).map((p) => p.slug)).toEqual(["b", "c"]);
  });

  it("breaks ties by date, newest first", () => {
    const lone = post("z", "Pricing your home", ["sellers"]);
    expect(relatedPosts(lone, all, TOWNS).map((p) => p.slug)).toEqual(["d", "c"]);
  });
});

describe("postAction", () => {
  it("sends a seller's article to the home-value request and the others to a conversation", () => {
    expect(postAction(["sellers", "staging"]).href).toBe("/sellers/home-value");
    expect(postAction(["investors", "sellers"]).href).toBe("/sellers/home-value");
    expect(postAction(["international", "buyers", "sellers"]).href).toBe("/contact");
    expect(postAction(["first-time", "financing"]).href).toBe("/contact");
  });
});

describe("priceValue", () => {
  it("reads the number in a price text", () => {
    expect(priceValue("$1,200,000")).toBe(1_200_000);
    expect(priceValue("$875,000")).toBe(875_000);
  });
});
