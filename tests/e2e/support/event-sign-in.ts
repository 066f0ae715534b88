/** The open-house sign-in form as a guest fills it, for the tests that read what the team sees of it. */
import type { Page } from "@playwright/test";
import { FOLLOW_UP_CONSENT } from "#domain/forms/consent.ts";
import type { SIGN_IN_QUESTIONS } from "../../../domain/sign-in-answers.ts";
import { open } from "./page.ts";

type Question = (typeof SIGN_IN_QUESTIONS)[number];

export type Guest = {
  first: string;
  last: string;
  email: string;
  /** Questions to answer, each with the answer to pick (the form's own entries); the rest stay blank. */
  answers?: readonly (readonly [Question, Question["answers"][number]])[];
  /** Tick the follow-up e-mail box. */
  consent?: boolean;
};

/** Opens the event's sign-in page and fills the form as `guest`; returns the form, not yet submitted. */
export async function fillEventSignIn(page: Page, eventName: string, guest: Guest) {
  await open(page, `/event/sign-in?event=${encodeURIComponent(eventName)}`);
  const form = page.getByRole("form", { name: "Event sign-in" });
  await form.getByLabel("First Name").fill(guest.first);
  await form.getByLabel("Last Name").fill(guest.last);
  await form.getByLabel("Email").fill(guest.email);
  for (const [question, answer] of guest.answers ?? [])
    await form
      .getByRole("group", { name: question.question })
      .getByRole("radio", { name: answer.label, exact: true })
      .check();
  if (guest.consent)
    await form.getByRole("checkbox", { name: FOLLOW_UP_CONSENT["sign-in"].text }).check();
  return form;
}
