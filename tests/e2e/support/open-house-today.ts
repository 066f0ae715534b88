/** An open house created in the workspace for today, as the tests that sign guests in need one. */
import { expect, type Page } from "@playwright/test";
import { bostonWallClock } from "../../../domain/open-house.ts";
import { fillOpenHouse } from "./open-house-form.ts";
import { waitForStaffHydration } from "./staff.ts";

/** The Boston wall clock `minutes` from now, as the form's date and time inputs take it. */
export const bostonIn = (minutes: number) =>
  bostonWallClock(new Date(Date.now() + minutes * 60_000));

/**
 * A Boston time `minutes` from now, held within `day`: an open house starts and ends on one day,
 * so near midnight its window is cut at the day's edge instead of the test being skipped.
 */
export function bostonWithin(day: string, minutes: number) {
  const at = bostonIn(minutes);
  if (at.day === day) return at;
  return { day, time: at.day < day ? "00:00" : "23:59" };
}

/** Creates an open house at `street` running now (from half an hour ago); answers its page's URL and code. */
export async function createOpenHouseNow(page: Page, street: string, host: string) {
  await page.goto("/staff/open-houses/new");
  await waitForStaffHydration(page);
  const now = bostonIn(0);
  const form = await fillOpenHouse(
    page,
    {
      street,
      day: now.day,
      start: bostonWithin(now.day, -30).time,
      end: bostonWithin(now.day, 120).time,
    },
    host,
  );
  await form.getByRole("button", { name: "Create the open house" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(street);
  const property = page.getByRole("region", { name: "The property" });
  const signInAddress = await property.getByRole("link", { name: /\/oh\// }).textContent();
  return { url: page.url(), code: /\/oh\/([A-Z0-9]{5})$/.exec(signInAddress ?? "")![1]! };
}
