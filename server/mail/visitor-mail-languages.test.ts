/**
 * Every mail a visitor gets after a form is written in the language of the page she used, in each
 * of the site's three (issue 40 §2): its words are the mails' catalogue's (content/mails.ts and
 * its twins), and the document says which language it is in.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "#content/catalogues.ts";
import { LANGUAGES } from "#domain/language.ts";
import {
  ALERT_HOME,
  ALERT_HOME_ADDRESS,
  alertMail,
  HOME_VALUE_REQUEST,
  searchConfirmationMail,
  visitorConfirmationMail,
} from "#tests/support/visitor-mails.ts";

describe.each(LANGUAGES)("the visitor's mails in %s", (language) => {
  const words = CATALOGUES.mails[language];
  const isIn = (mail: { html: string; text: string; subject: string }, subject: string) => {
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(`<html lang="${language}">`);
  };

  it("the saved search's confirmation", () => {
    const mail = searchConfirmationMail(language);
    const own = words.savedSearchConfirmation;
    isIn(mail, own.subject);
    for (const line of [own.ask, own.confirm, own.search, own.ignore])
      expect(mail.text).toContain(line);
  });

  it("the alert with a home, and the 60-day question", () => {
    const own = words.savedSearchAlert;
    const mail = alertMail(language, [ALERT_HOME]);
    isIn(mail, own.subject(1, ALERT_HOME_ADDRESS));
    for (const line of [own.heading, own.kinds["price-drop"], own.manage, own.why, own.unsubscribe])
      expect(mail.text).toContain(line);
    expect(mail.html).toContain(`alt="${own.photo(ALERT_HOME_ADDRESS)}"`);
    const question = alertMail(language, []);
    isIn(question, own.askSubject);
    for (const line of [own.ask, own.keep, own.stop]) expect(question.text).toContain(line);
  });

  it("the home-value request's confirmation", () => {
    const own = words.visitorConfirmation;
    const mail = visitorConfirmationMail(language);
    isIn(mail, own.subject["home-value"]);
    const home = HOME_VALUE_REQUEST.home;
    if (!home) throw new Error("the request names its home");
    for (const [label, value] of own.homeFacts(home))
      expect(mail.text).toContain(`${label}: ${value}`);
    for (const line of [own.greeting, own.reply, own.footer, own.card.phone])
      expect(mail.text).toContain(line);
  });
});
