import { parse } from "parse5";
import { beforeEach, describe, expect, it } from "vitest";
import * as z from "zod";
import { toTraditional } from "#server/content/traditional.ts";
import { elementsOf } from "#server/critical-css.ts";
import { seedTeam } from "#server/db/seed/team.ts";
import { saveMemberForm } from "#server/team/editor.ts";
import { listMembers } from "#server/team/members.ts";
import { testLoadContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { renderAnswerPage } from "#tests/support/rendered-page.ts";
import { callRoute, type Handler } from "#tests/support/route-calls.ts";
import { seededPublicContent } from "#tests/support/seeded-content.ts";
import { loader as homeValueLoader } from "./sellers-home-value.tsx";
import Team, { loader } from "./team.tsx";

const { db } = await openFileDatabase();
const LEAD = "lena@example.com";

beforeEach(async () => {
  await seededPublicContent(db);
});

/** /team at `path` as the server draws it: its loader's answer rendered by its page. */
async function teamPage(path: string) {
  const answer = await callRoute(
    loader as Handler,
    new Request(`http://localhost${path}`),
    testLoadContext(db),
  );
  expect(answer.status).toBe(200);
  const html = renderAnswerPage(Team, path, { loaderData: answer.body, actionData: undefined });
  return [...elementsOf(parse(html))];
}

type Element = Awaited<ReturnType<typeof teamPage>>[number];
const textOf = (element: Element): string =>
  element.childNodes
    .map((node) => ("value" in node ? node.value : "tagName" in node ? textOf(node) : ""))
    .join("");
const langOf = (element: Element) => element.attrs.find((attr) => attr.name === "lang")?.value;

/** The paragraph reading `words` exactly, and the language it is marked with (none: the page's). */
function paragraph(page: Element[], words: string) {
  const found = page.find((element) => element.tagName === "p" && textOf(element) === words);
  expect(found, words).toBeDefined();
  return { lang: found ? langOf(found) : "missing" };
}

/** The seeded member edited in /staff/team: her stored fields with `changes`. */
async function editMember(key: string, changes: Record<string, string>) {
  const member = (await listMembers(db)).find((candidate) => candidate.key === key);
  if (!member) throw new Error(`No seeded member ${key}`);
  const result = await saveMemberForm(
    db,
    {
      values: {
        name: member.name,
        role: member.role,
        email: member.email,
        phone: member.phone ?? "",
        bio: member.bio,
        photoAlt: member.photoAlt,
        roleZh: member.roleZh,
        bioZh: member.bioZh,
        photoAltZh: member.photoAltZh,
        ...changes,
      },
      languages: member.languages,
    },
    { actor: LEAD, existingId: member.id, rateLimiter: { allow: async () => true } },
  );
  expect(result.status).toBe("saved");
  return member;
}

describe("a member's Chinese on /team", () => {
  it("shows the Chinese bio the team lead saved on /zh/team, in Traditional on /zh-hant/team", async () => {
    const bioZh = ["她在牛顿市长大，熟悉这里的学区和社区。", "周末她常带买家看开放参观的房子。"];
    const member = await editMember("lead", { bioZh: bioZh.join("\n\n") });

    const simplified = await teamPage("/zh/team");
    for (const words of bioZh) expect(paragraph(simplified, words).lang).toBeUndefined();
    expect(paragraph(simplified, member.roleZh).lang).toBeUndefined();

    const traditional = await teamPage("/zh-hant/team");
    for (const words of bioZh) {
      expect(toTraditional(words)).not.toBe(words);
      expect(paragraph(traditional, toTraditional(words)).lang).toBeUndefined();
    }
  });

  it("shows her English role and bio marked lang=en where she wrote no Chinese", async () => {
    const member = await editMember("specialist", { roleZh: "", bioZh: "", photoAltZh: "" });
    const page = await teamPage("/zh/team");
    expect(paragraph(page, member.role).lang).toBe("en");
    for (const words of member.bio.split("\n\n")) expect(paragraph(page, words).lang).toBe("en");
    const portrait = page.find(
      (element) =>
        element.tagName === "img" &&
        element.attrs.some((attr) => attr.name === "alt" && attr.value === member.photoAlt),
    );
    expect(portrait && langOf(portrait)).toBe("en");
  });

  it("shows the seeded members' Chinese role and bio on /zh/team and their English on /team", async () => {
    const chinese = await teamPage("/zh/team");
    const english = await teamPage("/team");
    for (const member of seedTeam) {
      expect(paragraph(chinese, member.roleZh).lang).toBeUndefined();
      for (const words of member.bioZh.split("\n\n"))
        expect(paragraph(chinese, words).lang).toBeUndefined();
      expect(paragraph(english, member.role).lang).toBeUndefined();
      expect(english.some((element) => textOf(element) === member.roleZh)).toBe(false);
    }
  });
});

describe("a member's card outside /team", () => {
  it("on a /zh-hant/ page gives her Chinese in Traditional, on /zh/ in Simplified (the home-value page's promised member)", async () => {
    const card = async (path: string) => {
      const answer = await callRoute(
        homeValueLoader as Handler,
        new Request(`http://localhost${path}`),
        testLoadContext(db),
      );
      return z.object({ member: z.object({ roleZh: z.string() }) }).parse(answer.body).member;
    };
    const roles = seedTeam.map((member) => member.roleZh);
    const simplified = (await card("/zh/sellers/home-value")).roleZh;
    expect(roles).toContain(simplified);
    const traditional = (await card("/zh-hant/sellers/home-value")).roleZh;
    expect(traditional).not.toBe(simplified);
    expect(traditional).toBe(toTraditional(simplified));
  });
});
