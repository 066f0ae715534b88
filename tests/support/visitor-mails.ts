/**
 * The mails a visitor gets after a form, built as the outbox builds them, in any language: the
 * saved search's confirmation, its alert with one home, its 60-day question, and the contact
 * form's and home-value request's confirmation. Shared by the mails' tests.
 */
import type { Language } from "#domain/language.ts";
import type { MemberCardData } from "#domain/team.ts";
import type { AlertHome, VisitorConfirmationPayload } from "#server/db/schema.ts";
import { buildSavedSearchAlert } from "#server/mail/saved-search-alert.ts";
import { buildSavedSearchConfirmation } from "#server/mail/saved-search-confirmation.ts";
import { buildVisitorConfirmation } from "#server/mail/visitor-confirmation.ts";
import { ALERT_SITE, testAlertLinks } from "./saved-search-alerts.ts";

/** A home that dropped its price, with every fact a card shows. */
export const ALERT_HOME: AlertHome = {
  listingKey: "SK1",
  kind: "price-drop",
  path: "/homes/73000001-45-walnut-st-newton-ma-02459",
  price: 1_195_000,
  street: "45 Walnut St",
  town: "Newton",
  zip: "02459",
  beds: 4,
  fullBaths: 2,
  halfBaths: 1,
  livingArea: 2400,
  office: "Elm Realty",
  photo: { url: "https://photos.example-mls.com/1.jpg", width: 1024, height: 683 },
};

/** The card's address line of ALERT_HOME, as the alert writes it. */
export const ALERT_HOME_ADDRESS = "45 Walnut St, Newton, MA 02459";

export const alertMail = (language: Language, homes: AlertHome[]) =>
  buildSavedSearchAlert(
    { kind: "saved-search-alert", recipient: "lin@example.com", savedSearchId: 7, language, homes },
    { siteUrl: ALERT_SITE, links: testAlertLinks, agentName: "Lena Marlow" },
  );

export const searchConfirmationMail = (language: Language) =>
  buildSavedSearchConfirmation(
    {
      kind: "saved-search-confirmation",
      recipient: "lin@example.com",
      token: "t0ken",
      language,
      searchPath: "/homes?town=Newton",
    },
    { siteUrl: ALERT_SITE },
  );

/** A home-value request from a seller, stored on a Friday morning in Boston. */
export const HOME_VALUE_REQUEST: VisitorConfirmationPayload = {
  kind: "visitor-confirmation",
  recipient: "maria@example.com",
  form: "home-value",
  language: "en",
  leadType: "seller",
  sentAt: "2026-11-27T15:42:00.000Z",
  home: { propertyType: "condo", zip: "02458", timeline: "3-6-months" },
};

export const GRACE: MemberCardData = {
  key: "grace@example.com",
  name: "Grace Ode",
  role: "Listing Agent",
  phone: { display: "(617) 555-0142", e164: "+16175550142" },
  email: "grace@example.com",
  photo: null,
  languages: ["English", "中文"],
  bio: [],
  roleZh: "",
  bioZh: [],
  photoAltZh: "",
  licence: null,
};

export const visitorConfirmationMail = (language: Language) =>
  buildVisitorConfirmation(
    { ...HOME_VALUE_REQUEST, language },
    { siteUrl: ALERT_SITE, member: GRACE },
  );
