/**
 * Every page's copy in each language (issue 40; docs/decisions/039): the English module (the
 * specification's words) beside its Chinese twin in content/zh/ and that twin in Traditional
 * (content/zh-hant/, generated: docs/decisions/053), checked by the compiler to hold
 * the same exports of the same types, so a key missing in one language fails
 * `npm run typecheck`. content/catalogues.test.ts fails on an empty string or a list of another
 * length. A page reads its copy as `CATALOGUES.<page>[language]`.
 */
import { LANGUAGES, type Language } from "#domain/language.ts";
import * as alerts from "./alerts.ts";
import * as areas from "./areas.ts";
import * as blog from "./blog.ts";
import * as buyers from "./buyers.ts";
import * as calculator from "./calculator.ts";
import * as event from "./event.ts";
import * as faq from "./faq.ts";
import * as firstTime from "./first-time-guide.ts";
import * as forms from "./forms.ts";
import * as home from "./home.ts";
import * as homeValue from "./home-value.ts";
import * as homes from "./homes.ts";
import * as kiosk from "./kiosk.ts";
import * as legal from "./legal.ts";
import * as listing from "./listing.ts";
import * as mails from "./mails.ts";
import * as marketing from "./marketing.ts";
import * as openHouses from "./open-houses.ts";
import * as portfolio from "./portfolio.ts";
import * as qrGenerator from "./qr-generator.ts";
import * as sellers from "./sellers.ts";
import type * as team from "./team.ts";
import { teamPage, whyChooseUs } from "./team.ts";
import * as towns from "./towns.ts";
import { uiText } from "./ui.ts";
import { withOverrides } from "./with-overrides.ts";
import * as alertsZh from "./zh/alerts.ts";
import * as areasZh from "./zh/areas.ts";
import * as blogZh from "./zh/blog.ts";
import * as buyersZh from "./zh/buyers.ts";
import * as calculatorZh from "./zh/calculator.ts";
import * as eventZh from "./zh/event.ts";
import * as faqZh from "./zh/faq.ts";
import * as firstTimeZh from "./zh/first-time-guide.ts";
import * as formsZh from "./zh/forms.ts";
import * as homeZh from "./zh/home.ts";
import * as homeValueZh from "./zh/home-value.ts";
import * as homesZh from "./zh/homes.ts";
import * as kioskZh from "./zh/kiosk.ts";
import * as legalZh from "./zh/legal.ts";
import * as listingZh from "./zh/listing.ts";
import * as mailsZh from "./zh/mails.ts";
import * as marketingZh from "./zh/marketing.ts";
import * as openHousesZh from "./zh/open-houses.ts";
import * as portfolioZh from "./zh/portfolio.ts";
import * as qrGeneratorZh from "./zh/qr-generator.ts";
import * as sellersZh from "./zh/sellers.ts";
import * as teamZh from "./zh/team.ts";
import * as townsZh from "./zh/towns.ts";
import * as alertsHant from "./zh-hant/alerts.ts";
import * as areasHant from "./zh-hant/areas.ts";
import * as blogHant from "./zh-hant/blog.ts";
import * as buyersHant from "./zh-hant/buyers.ts";
import * as calculatorHant from "./zh-hant/calculator.ts";
import * as eventHant from "./zh-hant/event.ts";
import * as faqHant from "./zh-hant/faq.ts";
import * as firstTimeHant from "./zh-hant/first-time-guide.ts";
import * as formsHant from "./zh-hant/forms.ts";
import * as homeHant from "./zh-hant/home.ts";
import * as homeValueHant from "./zh-hant/home-value.ts";
import * as homesHant from "./zh-hant/homes.ts";
import * as kioskHant from "./zh-hant/kiosk.ts";
import * as legalHant from "./zh-hant/legal.ts";
import * as listingHant from "./zh-hant/listing.ts";
import * as mailsHant from "./zh-hant/mails.ts";
import * as marketingHant from "./zh-hant/marketing.ts";
import * as openHousesHant from "./zh-hant/open-houses.ts";
import { OVERRIDES } from "./zh-hant/overrides.ts";
import * as portfolioHant from "./zh-hant/portfolio.ts";
import * as qrGeneratorHant from "./zh-hant/qr-generator.ts";
import * as sellersHant from "./zh-hant/sellers.ts";
import * as teamHant from "./zh-hant/team.ts";
import * as townsHant from "./zh-hant/towns.ts";

type Translated<T> = Record<Language, T>;

const translated = <T>(catalogue: Translated<T>) => catalogue;

/** A catalogue in each language: Traditional with the strings she overrode (content/zh-hant/overrides.ts). */
const inThree = <T>(name: string, en: T, simplified: T, traditional: T): Translated<T> => ({
  en,
  "zh-Hans": simplified,
  "zh-Hant": withOverrides(traditional, name, OVERRIDES),
});

export const CATALOGUES = {
  ui: inThree("ui", uiText("en"), uiText("zh-Hans"), uiText("zh-Hant")),
  buyers: inThree<typeof buyers>("buyers", buyers, buyersZh, buyersHant),
  sellers: inThree<typeof sellers>("sellers", sellers, sellersZh, sellersHant),
  faq: inThree<typeof faq>("faq", faq, faqZh, faqHant),
  legal: inThree<typeof legal>("legal", legal, legalZh, legalHant),
  areas: inThree<typeof areas>("areas", areas, areasZh, areasHant),
  towns: inThree<typeof towns>("towns", towns, townsZh, townsHant),
  home: inThree<typeof home>("home", home, homeZh, homeHant),
  homes: inThree<typeof homes>("homes", homes, homesZh, homesHant),
  // The payment calculator: its page, and the words its answer is written with (issue 40).
  calculator: inThree<typeof calculator>("calculator", calculator, calculatorZh, calculatorHant),
  // The open houses' page and every open house's card (issue 40).
  openHouses: inThree<typeof openHouses>("openHouses", openHouses, openHousesZh, openHousesHant),
  // The event QR generator and its answer page (issue 40).
  qrGenerator: inThree<typeof qrGenerator>(
    "qrGenerator",
    qrGenerator,
    qrGeneratorZh,
    qrGeneratorHant,
  ),
  firstTime: inThree<typeof firstTime>("firstTime", firstTime, firstTimeZh, firstTimeHant),
  marketing: inThree<typeof marketing>("marketing", marketing, marketingZh, marketingHant),
  portfolio: inThree<typeof portfolio>("portfolio", portfolio, portfolioZh, portfolioHant),
  listing: inThree<typeof listing>("listing", listing, listingZh, listingHant),
  // Saved searches and their alerts' pages (issue 43).
  alerts: inThree<typeof alerts>("alerts", alerts, alertsZh, alertsHant),
  // The contact form (issue 40 §2).
  forms: inThree<typeof forms>("forms", forms, formsZh, formsHant),
  // The home-value request (issue 40 §2): its page, form, thank-you and her mail's choices.
  homeValue: inThree<typeof homeValue>("homeValue", homeValue, homeValueZh, homeValueHant),
  // The event sign-in, on a guest's phone and on the kiosk, and the open house's thank-you.
  event: inThree<typeof event>("event", event, eventZh, eventHant),
  // The mails a visitor gets after a form: a saved search's confirmation and alerts, and the
  // contact form's and home-value request's confirmation (issue 40 §2).
  mails: inThree<typeof mails>("mails", mails, mailsZh, mailsHant),
  // The kiosk's own screens around that form: the language switch, thanks, host status, off-day.
  kiosk: inThree<typeof kiosk>("kiosk", kiosk, kioskZh, kioskHant),
  // The frame of the blog; the posts are each in their own language (server/content/public-posts.ts).
  blog: inThree<typeof blog>("blog", blog, blogZh, blogHant),
  // The member profiles of content/team.ts seed the database: the page shows what /staff/team keeps.
  team: translated<Pick<typeof team, "whyChooseUs" | "teamPage">>(
    inThree("team", { whyChooseUs, teamPage }, teamZh, teamHant),
  ),
};

/** One export of a catalogue in every language: `inEachLanguage(CATALOGUES.forms, "contactErrors")`. */
export const inEachLanguage = <T, K extends keyof T>(catalogue: Translated<T>, key: K) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, catalogue[language][key]])) as Record<
    Language,
    T[K]
  >;
