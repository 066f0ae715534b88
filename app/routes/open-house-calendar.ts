import { absoluteUrl } from "#app/utils/meta.ts";
import { refusePosts } from "#app/utils/method-not-allowed.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { languageOf, pathIn } from "#domain/language.ts";
import { normaliseOpenHouseCode } from "#domain/open-house.ts";
import { fillTemplate } from "#domain/template.ts";
import { openHouseCalendar } from "#server/open-house-calendar.ts";
import { openHouseView } from "#server/open-house-view.ts";
import { getOpenHouseByCode } from "#server/open-houses.ts";
import { listMembers } from "#server/team/members.ts";
import type { Route } from "./+types/open-house-calendar";

/**
 * "Add to calendar" for one open house: an .ics file in Boston's time zone, in the language of
 * the page that links it (/zh/open-houses/<code>/calendar.ics in Chinese). Its UID is the same in
 * every language: a calendar holds one event per open house, whichever file updated it.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const code = normaliseOpenHouseCode(params.code);
  const house = code ? await getOpenHouseByCode(context.db, code) : undefined;
  if (!house) {
    return new Response("No such open house.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const words = CATALOGUES.openHouses[language].openHouseCard;
  const view = openHouseView(house, await listMembers(context.db), language);
  const body = openHouseCalendar({
    uid: `open-house-${house.code}@${new URL(absoluteUrl("/")).host}`,
    title: fillTemplate(words.calendarFile.title, { street: house.street }),
    startsAt: house.startsAt,
    endsAt: house.endsAt,
    location: view.address,
    description: [
      view.facts,
      view.note,
      fillTemplate(words.calendarFile.host, {
        name: view.host.name,
        phone: view.host.phone.display,
      }),
    ]
      .filter(Boolean)
      .join("\n"),
    url: absoluteUrl(pathIn(language, "/open-houses")),
    cancelled: house.cancelledAt !== null,
    now: new Date(),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="open-house-${house.code}.ics"`,
      "Cache-Control": "no-cache",
    },
  });
}

export const action = refusePosts;
