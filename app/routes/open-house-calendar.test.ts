/**
 * An open house's "Add to calendar" file is written in the language of the page that links it
 * (issue 40): the Chinese open-houses page links /zh/…/calendar.ics, whose event has the Chinese
 * title, facts and host line; every language's file is the same event (one UID).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { CATALOGUES } from "#content/catalogues.ts";
import { openHouseSchema } from "#domain/forms/open-house-schema.ts";
import { LANGUAGES, type Language, pathIn } from "#domain/language.ts";
import { propertyFacts } from "#domain/open-house.ts";
import { fillTemplate } from "#domain/template.ts";
import { importSeedTeam } from "#server/content/import.ts";
import { toTraditional } from "#server/content/traditional.ts";
import { openHouseView } from "#server/open-house-view.ts";
import { createOpenHouse, getOpenHouse } from "#server/open-houses.ts";
import { listMembers } from "#server/team/members.ts";
import { testLoadContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { callRoute, type Handler } from "#tests/support/route-calls.ts";
import { openHouse as openHouseFields } from "#tests/support/staff-form-fuzz.ts";
import { loader } from "./open-house-calendar.ts";

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
    expect(file.summary).toBe(fillTemplate(words.calendarFile.title, { street: "12 Elm Street" }));
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
