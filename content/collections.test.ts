/**
 * What each card or tile needs from the typed collections, for whatever the
 * owner adds: an image that exists, the fields the card prints, unique ids.
 * No test here knows how many entries there are.
 */
import { describe, expect, it } from "vitest";
import { originalExists } from "#server/db/seed/posts.ts";
import { documentUrls } from "#server/pages.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { expectUnique } from "#tests/support/expect-unique.ts";
import { seededPublicContent } from "#tests/support/seeded-content.ts";
import { areas } from "./areas.ts";
import { buyerAdvantages, buyerResources, buyerSteps } from "./buyers.ts";
import { faqGroups } from "./faq.ts";
import { accomplishments, partner, stats } from "./home.ts";
import { globalReach, marketingElements } from "./marketing.ts";
import { sellerAdvantages, sellerResources, sellerSteps } from "./sellers.ts";
import { site } from "./site.ts";
import { teamProfiles, whyChooseUs } from "./team.ts";
import type { ImageRef } from "./types.ts";

const { db } = await openFileDatabase();

const text = (value: string) => value.trim().length > 0;

function expectImage(image: ImageRef, owner: string) {
  expect(originalExists(image.id), `${owner}: media/originals/${image.id}.*`).toBe(true);
  expect(text(image.alt), `${owner}: image alt text`).toBe(true);
}

describe("areas (content/areas.ts)", () => {
  it("gives every town a name, a description and an image", () => {
    expect(areas.length).toBeGreaterThan(0);
    expectUnique(
      areas.map((area) => area.id),
      "ids",
    );
    for (const area of areas) {
      expect(text(area.name) && text(area.description), area.id).toBe(true);
      expectImage(area.image, area.id);
    }
  });
});

describe("team (content/team.ts and content/site.ts)", () => {
  it("has one profile per member in content/site.ts, each with a bio and a portrait", () => {
    expect(teamProfiles.map((profile) => profile.id).sort()).toEqual(Object.keys(site.team).sort());
    for (const profile of teamProfiles) {
      const member = site.team[profile.id];
      expect(text(member.name) && text(member.role), profile.id).toBe(true);
      expect(member.phone.e164, profile.id).toMatch(/^\+\d{8,15}$/);
      expect(member.email, profile.id).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(profile.bio.length > 0 && profile.bio.every(text), profile.id).toBe(true);
      expectImage(profile.image, profile.id);
    }
  });
});

describe("process guides (content/buyers.ts, content/sellers.ts)", () => {
  for (const [name, steps, resources] of [
    ["buyers", buyerSteps, buyerResources],
    ["sellers", sellerSteps, sellerResources],
  ] as const) {
    it(`${name}: steps are numbered 1, 2, 3 ... in order, each with text and an image`, () => {
      expect(steps.map((step) => step.number)).toEqual(steps.map((_, index) => index + 1));
      for (const step of steps) {
        expect(text(step.title) && text(step.description), step.title).toBe(true);
        expectImage(step.image, `${name} step ${step.number}`);
      }
    });

    it(`${name}: resource cards link to a page of the site or a blog post a new database serves, or say 'Coming Soon'`, async () => {
      expectUnique(
        resources.map((card) => card.title),
        "titles",
      );
      const pages = documentUrls();
      const content = await seededPublicContent(db);
      for (const card of resources) {
        if (card.href !== undefined) expect(pages, `${card.title}: href`).toContain(card.href);
        // A renamed or removed seed post fails here, not on a visitor's tap.
        if (card.post !== undefined)
          expect((await content.postAt(card.post))?.kind, `${card.title}: post`).toBe("post");
      }
    });
  }

  it("advantage lists have a title and a description per entry, titles distinct", () => {
    for (const list of [
      buyerAdvantages,
      sellerAdvantages,
      whyChooseUs,
      marketingElements,
      globalReach.items,
    ]) {
      expectUnique(
        list.map((item) => item.title),
        "titles",
      );
      for (const item of list) expect(text(item.title) && text(item.description)).toBe(true);
    }
  });
});

describe("home and FAQ", () => {
  it("home figures, accomplishments and the partner image are complete", () => {
    for (const stat of stats) expect(text(stat.value) && text(stat.label)).toBe(true);
    for (const group of accomplishments) {
      expect(text(group.organization) && group.items.every(text), group.organization).toBe(true);
      if (group.link) expect(group.link.href).toMatch(/^https:\/\//);
    }
    expectImage(partner.image, "partner");
  });

  it("FAQ ids are unique, one question and answer each (the page links to them by id)", () => {
    const items = faqGroups.flatMap((group) => group.items);
    expectUnique(
      items.map((item) => item.id),
      "ids",
    );
    for (const item of items) {
      expect(item.id).toMatch(/^[a-z]+-\d+$/);
      expect(text(item.question) && text(item.answer), item.id).toBe(true);
    }
  });
});
