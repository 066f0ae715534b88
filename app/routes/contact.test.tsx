import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { FORM_TOKEN_FIELD } from "#domain/forms/guard-fields.ts";
import { publicFormContext } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { renderAnswerPage, shownValue, whileStoringFails } from "#tests/support/rendered-page.ts";
import { callRoute, type Handler, postForm } from "#tests/support/route-calls.ts";
import Contact, { action, loader } from "./contact.tsx";

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
    await whileStoringFails(db, "contact_messages", "message", async () => {
      const answer = await postForm(
        action as Handler,
        "http://localhost/contact",
        { ...lead, [FORM_TOKEN_FIELD]: randomUUID() },
        publicFormContext(db),
      );
      expect(answer.status).toBe(503);
      // The page the server answers the post with, drawn from the action's answer.
      const html = renderAnswerPage(Contact, "/contact", {
        // What the page's loader gives it (the team's languages among it), read as the server does.
        loaderData: (
          await callRoute(
            loader as Handler,
            new Request("http://localhost/contact"),
            publicFormContext(db),
          )
        ).body,
        actionData: answer.data,
      });
      expect(html).toContain("Failed to send message. Please try again later.");
      expect(html).not.toContain("Message sent successfully");
      for (const [name, value] of Object.entries(lead))
        expect(shownValue(html, name), name).toBe(value);
    });
  });
});
