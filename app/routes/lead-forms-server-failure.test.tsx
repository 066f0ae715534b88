import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { FORM_TOKEN_FIELD } from "#domain/forms/guard-fields.ts";
import { publicFormContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { renderAnswerPage, shownValue, whileStoringFails } from "#tests/support/rendered-page.ts";
import { callRoute, type Handler, postForm } from "#tests/support/route-calls.ts";
import * as contact from "./contact.tsx";
import * as eventSignIn from "./event-sign-in.tsx";

// The browser modules' addresses, as the build writes them (the tests run without the build's plugin).
vi.mock("#app/enhance/contact-form.ts?browser-module", () => ({
  default: "/assets/contact-form.js",
}));
vi.mock("#app/enhance/sign-in-form.ts?browser-module", () => ({
  default: "/assets/sign-in-form.js",
}));

const { db } = await openFileDatabase();

/** The two lead forms a visitor sends without JavaScript, and the words the specification gives a failure. */
const FORMS = [
  {
    path: "/contact",
    route: contact,
    failsOn: ["contact_messages", "message"],
    failure: "Failed to send message. Please try again later.",
    success: "Message sent successfully",
    fields: {
      lead_type: "buyer",
      first_name: "Robin",
      last_name: "Failsworth",
      email: "robin.failsworth@example.com",
      phone: "(617) 555-0143",
      lead_source: "Referral",
      message: "Looking for a two-bedroom condo near the Green Line.",
    },
  },
  {
    path: "/event/sign-in?event=Spring%20Open%20House",
    route: eventSignIn,
    failsOn: ["contact_submissions", "last_name"],
    failure: "Failed to submit form. Please try again later.",
    success: "Thank you for signing in!",
    fields: {
      firstName: "Ada",
      lastName: "Failsworth",
      email: "ada.failsworth@example.com",
      phone: "(617) 555-0144",
    },
  },
] as const;

describe("a lead form without JavaScript, when the server cannot store what was sent", () => {
  it.each(FORMS)(
    "$path answers 503 with '$failure' and every value kept",
    async ({ path, route, failsOn: [table, column], failure, success, fields }) => {
      const url = `http://localhost${path}`;
      await whileStoringFails(db, table, column, async () => {
        const answer = await postForm(
          route.action as Handler,
          url,
          { ...fields, [FORM_TOKEN_FIELD]: randomUUID() },
          publicFormContext(db),
        );
        expect(answer.status).toBe(503);
        // The page the server answers the post with: the loader's data, read as the server does,
        // and the action's answer.
        const loaded = await callRoute(
          route.loader as Handler,
          new Request(url),
          publicFormContext(db),
        );
        const html = renderAnswerPage(route.default, path, {
          loaderData: loaded.body,
          actionData: answer.data,
        });
        expect(html).toContain(failure);
        expect(html).not.toContain(success);
        for (const [name, value] of Object.entries(fields))
          expect(shownValue(html, name), name).toBe(value);
      });
    },
  );
});
