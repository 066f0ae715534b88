import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { FORM_TOKEN_FIELD } from "#domain/forms/guard-fields.ts";
import { publicFormContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { renderAnswerPage, shownValue, whileStoringFails } from "#tests/support/rendered-page.ts";
import { callRoute, type Handler, postForm } from "#tests/support/route-calls.ts";
import EventSignIn, { action, loader } from "./event-sign-in.tsx";

// The browser module's address, as the build writes it (the tests run without the build's plugin).
vi.mock("#app/enhance/sign-in-form.ts?browser-module", () => ({
  default: "/assets/sign-in-form.js",
}));

const { db } = await openFileDatabase();

const guest = {
  firstName: "Ada",
  lastName: "Failsworth",
  email: "ada.failsworth@example.com",
  phone: "(617) 555-0144",
};
const path = "/event/sign-in?event=Spring%20Open%20House";

describe("/event/sign-in without JavaScript, when the server cannot store the sign-in", () => {
  it("answers 503 with 'Failed to submit form. Please try again later.' and every value kept", async () => {
    await whileStoringFails(db, "contact_submissions", "last_name", async () => {
      const answer = await postForm(
        action as Handler,
        `http://localhost${path}`,
        { ...guest, [FORM_TOKEN_FIELD]: randomUUID() },
        publicFormContext(db),
      );
      expect(answer.status).toBe(503);
      const html = renderAnswerPage(EventSignIn, path, {
        loaderData: (
          await callRoute(
            loader as Handler,
            new Request(`http://localhost${path}`),
            publicFormContext(db),
          )
        ).body,
        actionData: answer.data,
      });
      expect(html).toContain("Failed to submit form. Please try again later.");
      expect(html).not.toContain("Thank you for signing in!");
      for (const [name, value] of Object.entries(guest))
        expect(shownValue(html, name), name).toBe(value);
    });
  });
});
