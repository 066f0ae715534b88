import { expect, test } from "@playwright/test";
import { STAFF } from "./support/staff.ts";
import { leadRow, logInWithCode, postLead, runTag } from "./support/workspace.ts";

const tag = runTag("P");

test("on a phone the inbox opens on the leads: filters folded until asked for, names tall enough to tap", async ({
  page,
}) => {
  const who = { first: "Pia", last: `Phone${tag}`, email: `phone.${tag}@example.com` };
  await postLead(page, who);
  await page.setViewportSize({ width: 375, height: 812 });
  await logInWithCode(page, STAFF.phone, "/staff/leads");
  const filters = page.getByRole("form", { name: "Filter leads" });
  const disclosure = page.getByText("Search and filter");
  await expect(filters).toBeHidden();

  // The first lead is on the first screen, and its name (the way into the lead) is a 44 px target.
  const names = page.getByRole("list", { name: /^Leads/ }).getByRole("link");
  await expect(names.first()).toBeInViewport();
  for (const name of await names.all()) {
    const box = (await name.boundingBox())!;
    expect(box.height, `${await name.innerText()} is ${box.height} px tall`).toBeGreaterThanOrEqual(
      44,
    );
  }
  // Without making the rows taller than the name's own line needs: the name does not overlap itself.
  const row = leadRow(page, who.last);
  const [nameBox, emailBox] = [
    (await row.getByRole("link").boundingBox())!,
    (await row.getByText(who.email).boundingBox())!,
  ];
  expect(emailBox.y - nameBox.y).toBeLessThan(44);

  // Asked for, the filters open and search.
  await disclosure.click();
  await expect(filters).toBeVisible();
  await filters.getByLabel("Search name, e-mail or phone").fill(who.last);
  await filters.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${who.last}`));
  // With a filter on, the fields show what the list is narrowed to.
  await expect(filters).toBeVisible();
  await expect(filters.getByLabel("Search name, e-mail or phone")).toHaveValue(who.last);
  await expect(names).toHaveCount(1);

  // On a desk's screen nothing is folded.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/staff/leads");
  await expect(filters).toBeVisible();
  await expect(disclosure).toBeHidden();
});
