/**
 * Every page's copy in each language (issue 40; docs/decisions/039): the English module (the
 * specification's words) beside its Chinese twin in content/zh/, checked by the compiler to hold
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
import * as marketing from "./marketing.ts";
import * as openHouses from "./open-houses.ts";
import * as portfolio from "./portfolio.ts";
import * as qrGenerator from "./qr-generator.ts";
import * as sellers from "./sellers.ts";
import type * as team from "./team.ts";
import { teamPage, whyChooseUs } from "./team.ts";
import * as towns from "./towns.ts";
import { uiText } from "./ui.ts";
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
import * as marketingZh from "./zh/marketing.ts";
import * as openHousesZh from "./zh/open-houses.ts";
import * as portfolioZh from "./zh/portfolio.ts";
import * as qrGeneratorZh from "./zh/qr-generator.ts";
import * as sellersZh from "./zh/sellers.ts";
import * as teamZh from "./zh/team.ts";
import * as townsZh from "./zh/towns.ts";

type Translated<T> = Record<Language, T>;

const translated = <T>(catalogue: Translated<T>) => catalogue;

export const CATALOGUES = {
  ui: translated({ en: uiText("en"), "zh-Hans": uiText("zh-Hans") }),
  buyers: translated<typeof buyers>({ en: buyers, "zh-Hans": buyersZh }),
  sellers: translated<typeof sellers>({ en: sellers, "zh-Hans": sellersZh }),
  faq: translated<typeof faq>({ en: faq, "zh-Hans": faqZh }),
  legal: translated<typeof legal>({ en: legal, "zh-Hans": legalZh }),
  areas: translated<typeof areas>({ en: areas, "zh-Hans": areasZh }),
  towns: translated<typeof towns>({ en: towns, "zh-Hans": townsZh }),
  home: translated<typeof home>({ en: home, "zh-Hans": homeZh }),
  homes: translated<typeof homes>({ en: homes, "zh-Hans": homesZh }),
  // The payment calculator: its page, and the words its answer is written with (issue 40).
  calculator: translated<typeof calculator>({ en: calculator, "zh-Hans": calculatorZh }),
  // The open houses' page and every open house's card (issue 40).
  openHouses: translated<typeof openHouses>({ en: openHouses, "zh-Hans": openHousesZh }),
  // The event QR generator and its answer page (issue 40).
  qrGenerator: translated<typeof qrGenerator>({ en: qrGenerator, "zh-Hans": qrGeneratorZh }),
  firstTime: translated<typeof firstTime>({ en: firstTime, "zh-Hans": firstTimeZh }),
  marketing: translated<typeof marketing>({ en: marketing, "zh-Hans": marketingZh }),
  portfolio: translated<typeof portfolio>({ en: portfolio, "zh-Hans": portfolioZh }),
  listing: translated<typeof listing>({ en: listing, "zh-Hans": listingZh }),
  // Saved searches and their alerts' pages (issue 43).
  alerts: translated<typeof alerts>({ en: alerts, "zh-Hans": alertsZh }),
  // The contact form (issue 40 §2).
  forms: translated<typeof forms>({ en: forms, "zh-Hans": formsZh }),
  // The home-value request (issue 40 §2): its page, form, thank-you and her mail's choices.
  homeValue: translated<typeof homeValue>({ en: homeValue, "zh-Hans": homeValueZh }),
  // The event sign-in, on a guest's phone and on the kiosk, and the open house's thank-you.
  event: translated<typeof event>({ en: event, "zh-Hans": eventZh }),
  // The kiosk's own screens around that form: the language switch, thanks, host status, off-day.
  kiosk: translated<typeof kiosk>({ en: kiosk, "zh-Hans": kioskZh }),
  // The frame of the blog; the posts are each in their own language (server/content/public-posts.ts).
  blog: translated<typeof blog>({ en: blog, "zh-Hans": blogZh }),
  // The member profiles of content/team.ts seed the database: the page shows what /staff/team keeps.
  team: translated<Pick<typeof team, "whyChooseUs" | "teamPage">>({
    en: { whyChooseUs, teamPage },
    "zh-Hans": teamZh,
  }),
};

/** One export of a catalogue in every language: `inEachLanguage(CATALOGUES.forms, "contactErrors")`. */
export const inEachLanguage = <T, K extends keyof T>(catalogue: Translated<T>, key: K) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, catalogue[language][key]])) as Record<
    Language,
    T[K]
  >;
