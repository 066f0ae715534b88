import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { parse } from "parse5";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { FORM_TOKEN_FIELD } from "#domain/forms/guard-fields.ts";
import { elementsOf } from "#server/critical-css.ts";
import { publicFormContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { type Handler, postForm } from "#tests/support/route-calls.ts";
import Contact, { action } from "./contact.tsx";

// The browser module's address, as the build writes it (the tests run without the build's plugin).
vi.mock("#app/enhance/contact-form.ts?browser-module", () => ({
  default: "/assets/contact-form.js",
}));

const { db } = await openFileDatabase();

const lead = {
  lead_type: "buyer",
  first_name: "Robin",
  last_name: "Failsworth",
  email: "robin.failsworth@example.com",
  phone: "(617) 555-0143",
  lead_source: "Referral",
  message: "Looking for a two-bedroom condo near the Green Line.",
};

describe("/contact without JavaScript, when the server cannot store the message", () => {
  it("answers 503 with 'Failed to send message. Please try again later.' and every value kept", async () => {
    // A real store failure inside PostgreSQL.
    await db.execute(
      sql`alter table contact_messages add constraint refuse_all check (length(message) < 0)`,
    );
    const error = vi.mocked(console.error);
    error.mockImplementation(() => {});
    try {
      const answer = await postForm(
        action as Handler,
        "http://localhost/contact",
        { ...lead, [FORM_TOKEN_FIELD]: randomUUID() },
        publicFormContext(db),
      );
      expect(answer.status).toBe(503);
      // The page the server answers the post with, drawn from the action's answer.
      const Page = createRoutesStub([
        { path: "/contact", Component: Contact as never, action: () => answer.data },
      ]);
      const html = renderToString(
        <Page
          initialEntries={["/contact"]}
          hydrationData={{ loaderData: { "0": { message: "" } }, actionData: { "0": answer.data } }}
        />,
      );
      expect(html).toContain("Failed to send message. Please try again later.");
      expect(html).not.toContain("Message sent successfully");
      for (const [name, value] of Object.entries(lead))
        expect(shownValue(html, name), name).toBe(value);
    } finally {
      await db.execute(sql`alter table contact_messages drop constraint refuse_all`);
    }
  });
});

/** What a control named `name` shows in the page: its value, its text, or its chosen option. */
function shownValue(html: string, name: string) {
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
