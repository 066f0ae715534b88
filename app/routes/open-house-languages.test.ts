/**
 * An open house in each language (issue 40). Its "Add to calendar" file is written in the
 * language of the page that links it: the Chinese open-houses page links /zh/…/calendar.ics,
 * whose event has the Chinese title, facts and host line; every language's file is the same
 * event (one UID). Every page a guest sees it on gives its facts in the page's words, and the
 * host's card her role in the page's language.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CATALOGUES } from "#content/catalogues.ts";
import { openHouseSchema } from "#domain/forms/open-house-schema.ts";
import { LANGUAGES, type Language, pathIn } from "#domain/language.ts";
import { propertyFacts } from "#domain/open-house.ts";
import { fillTemplate } from "#domain/template.ts";
import { importSeedTeam } from "#server/content/import.ts";
import { toTraditional } from "#server/content/traditional.ts";
import { teamMembers } from "#server/db/schema.ts";
import { openHouseView } from "#server/open-house-view.ts";
import { createOpenHouse, getOpenHouse } from "#server/open-houses.ts";
import { listMembers } from "#server/team/members.ts";
import { testLoadContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { renderAnswerPage } from "#tests/support/rendered-page.ts";
import { callRoute, type Handler } from "#tests/support/route-calls.ts";
import { openHouse as openHouseFields } from "#tests/support/staff-form-fuzz.ts";
import { loader as signInLoader } from "./event-sign-in.tsx";
import { loader } from "./open-house-calendar.ts";
import Thanks, { loader as thanksLoader } from "./open-house-thanks.tsx";
import { loader as openHousesLoader } from "./open-houses.tsx";

const { db } = await openFileDatabase();

let id = 0;
let code = "";
beforeEach(async () => {
  await importSeedTeam(db);
  const [host] = await listMembers(db);
  const input = openHouseSchema({ now: new Date(), staffEmails: [host!.email] }).parse({
    ...openHouseFields(),
    noteZh: "请在路边停车。",
    host: host!.email,
  });
  ({ id, code } = await createOpenHouse(db, input, { actor: host!.email }));
});

/** The file as a calendar reads it: folded lines joined, escapes undone. */
async function calendarFile(path: string) {
  const { response } = await callRoute(
    loader as Handler,
    new Request(`http://localhost${path}`),
    testLoadContext(db),
    { code },
  );
  expect(response?.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  const text = (await response!.text()).replace(/\r\n /g, "");
  const field = (name: string) =>
    new RegExp(`^${name}[;:](.*)$`, "m").exec(text)?.[1]?.replace(/\\([\\;,])/g, "$1") ?? "";
  return {
    summary: field("SUMMARY"),
    description: field("DESCRIPTION"),
    url: field("URL"),
    uid: field("UID"),
  };
}

describe.each(LANGUAGES)("the open house's calendar file in %s", (language: Language) => {
  it("is linked from that language's card and written in its words", async () => {
    const house = (await getOpenHouse(db, id))!;
    const view = openHouseView(house, await listMembers(db), language);
    expect(view.calendarUrl).toBe(pathIn(language, `/open-houses/${code}/calendar.ics`));

    const file = await calendarFile(view.calendarUrl);
    const words = CATALOGUES.openHouses[language].openHouseCard;
    expect(file.summary).toBe(fillTemplate(words.calendarFile.title, { street: house.street }));
    expect(file.description).toContain(propertyFacts(house, words.facts));
    expect(file.description).toContain(view.note);
    expect(view.note).toBe(
      { en: house.note, "zh-Hans": house.noteZh, "zh-Hant": toTraditional(house.noteZh) }[language],
    );
    expect(file.description).toContain(
      fillTemplate(words.calendarFile.host, {
        name: view.host.name,
        phone: view.host.phone.display,
      }),
    );
    expect(file.url).toMatch(new RegExp(`${pathIn(language, "/open-houses")}$`));
    expect(file.uid).toBe((await calendarFile(`/open-houses/${code}/calendar.ics`)).uid);
  });
});

describe.each(LANGUAGES)("an open house's facts in %s", (language: Language) => {
  /** The open house as each page a guest sees it on shows it: its loader's view. */
  const pages: [string, Handler, (body: Record<string, never>) => { facts: string }][] = [
    ["/open-houses", openHousesLoader as Handler, (body) => body.houses![0]!],
    ["/event/sign-in?oh={code}", signInLoader as Handler, (body) => body.openHouse!],
    ["/open-houses/{code}/thanks", thanksLoader as Handler, (body) => body.house!],
  ];

  it.each(pages)("on %s are in the page's words", async (path, pageLoader, shown) => {
    const house = (await getOpenHouse(db, id))!;
    const url = `http://localhost${pathIn(language, path.replace("{code}", code))}`;
    const { body } = await callRoute(pageLoader, new Request(url), testLoadContext(db), { code });
    expect(shown(body!).facts).toBe(
      propertyFacts(house, CATALOGUES.openHouses[language].openHouseCard.facts),
    );
  });
});

describe("the host's card on the thank-you page", () => {
  /** Text as the server writes it into HTML. */
  const inHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

  /** The thank-you page in `language` as the server draws it. */
  async function thanksPage(language: Language) {
    const path = pathIn(language, `/open-houses/${code}/thanks`);
    const answer = await callRoute(
      thanksLoader as Handler,
      new Request(`http://localhost${path}`),
      testLoadContext(db),
      { code },
    );
    return renderAnswerPage(Thanks, path, { loaderData: answer.body, actionData: undefined });
  }

  it.each(LANGUAGES)("in %s gives her role in the page's language", async (language) => {
    const [host] = await listMembers(db);
    expect(host!.roleZh, "the seeded host has a Chinese role").not.toBe("");
    const role = {
      en: host!.role,
      "zh-Hans": host!.roleZh,
      "zh-Hant": toTraditional(host!.roleZh),
    }[language];
    expect(await thanksPage(language)).toContain(
      `<p class="text-muted text-sm">${inHtml(role)}</p>`,
    );
  });

  it("gives her English role, marked English, on a Chinese page where she wrote no Chinese one", async () => {
    const [host] = await listMembers(db);
    await db.update(teamMembers).set({ roleZh: "" }).where(eq(teamMembers.email, host!.email));
    expect(await thanksPage("zh-Hans")).toContain(
      `<p class="text-muted text-sm" lang="en">${inHtml(host!.role)}</p>`,
    );
  });
});
