/**
 * A route's page as the server renders it for a post without JavaScript: its component drawn
 * with the loader's and the action's answers, to HTML, and what its controls show; and a post
 * made while the database refuses to store it.
 */
import { sql } from "drizzle-orm";
import { parse } from "parse5";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, vi } from "vitest";
import { elementsOf } from "#server/critical-css.ts";
import type { Database } from "#server/db/client.ts";

export function renderAnswerPage(
  Component: unknown,
  path: string,
  answers: { loaderData: unknown; actionData: unknown },
) {
  const Page = createRoutesStub([
    { path: new URL(path, "http://localhost").pathname, Component: Component as never },
  ]);
  return renderToString(
    createElement(Page, {
      initialEntries: [path],
      hydrationData: {
        loaderData: { "0": answers.loaderData },
        actionData: { "0": answers.actionData },
      },
    }),
  );
}

/** What a control named `name` shows in the page: its value, its text, or its chosen option. */
export function shownValue(html: string, name: string) {
  const control = [...elementsOf(parse(html))].find((element) =>
    element.attrs.some((attr) => attr.name === "name" && attr.value === name),
  );
  const attr = (element: typeof control, key: string) =>
    element?.attrs.find((candidate) => candidate.name === key)?.value;
  if (control?.tagName === "textarea")
    return control.childNodes.map((node) => ("value" in node ? node.value : "")).join("");
  if (control?.tagName === "select") {
    const chosen = [...elementsOf(control)].find(
      (option) => attr(option, "selected") !== undefined,
    );
    return attr(chosen, "value");
  }
  return attr(control, "value");
}

/**
 * Runs `post` while PostgreSQL refuses every row of `table` (a check no `column` value passes): a
 * real store failure, logged by the action as an error line, which this expects instead of failing.
 */
export async function whileStoringFails(
  db: Database,
  table: "contact_submissions" | "contact_messages",
  column: string,
  post: () => Promise<void>,
) {
  await db.execute(
    sql.raw(`alter table ${table} add constraint refuse_all check (length(${column}) < 0)`),
  );
  vi.mocked(console.error).mockImplementation(() => {});
  try {
    await post();
    expect(console.error).toHaveBeenCalled();
  } finally {
    await db.execute(sql.raw(`alter table ${table} drop constraint refuse_all`));
  }
}
