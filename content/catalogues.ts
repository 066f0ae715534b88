/**
 * Every page's copy in each language (issue 40; docs/decisions/039): the English module (the
 * specification's words) beside its Chinese twin in content/zh/ and that twin in Traditional
 * (content/zh-hant/, generated: docs/decisions/049), checked by the compiler to hold
 * the same exports of the same types, so a key missing in one language fails
 * `npm run typecheck`. content/catalogues.test.ts fails on an empty string or a list of another
 * length. A page reads its copy as `CATALOGUES.<page>[language]`.
 */
import { LANGUAGES, type Language } from "#domain/language.ts";
import * as alerts from "./alerts.ts";
import * as areas from "./areas.ts";
import * as blog from "./blog.ts";
import * as buyers from "./buyers.ts";
import * as event from "./event.ts";
import * as faq from "./faq.ts";
import * as firstTime from "./first-time-guide.ts";
import * as forms from "./forms.ts";
import * as home from "./home.ts";
import * as homeValue from "./home-value.ts";
import * as homes from "./homes.ts";
import * as legal from "./legal.ts";
import * as listing from "./listing.ts";
import * as marketing from "./marketing.ts";
import * as portfolio from "./portfolio.ts";
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
import * as eventZh from "./zh/event.ts";
import * as faqZh from "./zh/faq.ts";
import * as firstTimeZh from "./zh/first-time-guide.ts";
import * as formsZh from "./zh/forms.ts";
import * as homeZh from "./zh/home.ts";
import * as homeValueZh from "./zh/home-value.ts";
import * as homesZh from "./zh/homes.ts";
import * as legalZh from "./zh/legal.ts";
import * as listingZh from "./zh/listing.ts";
import * as marketingZh from "./zh/marketing.ts";
import * as portfolioZh from "./zh/portfolio.ts";
import * as sellersZh from "./zh/sellers.ts";
import * as teamZh from "./zh/team.ts";
import * as townsZh from "./zh/towns.ts";
import * as alertsHant from "./zh-hant/alerts.ts";
import * as areasHant from "./zh-hant/areas.ts";
import * as blogHant from "./zh-hant/blog.ts";
import * as buyersHant from "./zh-hant/buyers.ts";
import * as eventHant from "./zh-hant/event.ts";
import * as faqHant from "./zh-hant/faq.ts";
import * as firstTimeHant from "./zh-hant/first-time-guide.ts";
import * as formsHant from "./zh-hant/forms.ts";
import * as homeHant from "./zh-hant/home.ts";
import * as homeValueHant from "./zh-hant/home-value.ts";
import * as homesHant from "./zh-hant/homes.ts";
import * as legalHant from "./zh-hant/legal.ts";
import * as listingHant from "./zh-hant/listing.ts";
import * as marketingHant from "./zh-hant/marketing.ts";
import { OVERRIDES } from "./zh-hant/overrides.ts";
import * as portfolioHant from "./zh-hant/portfolio.ts";
import * as sellersHant from "./zh-hant/sellers.ts";
import * as teamHant from "./zh-hant/team.ts";
import * as townsHant from "./zh-hant/towns.ts";

type Translated<T> = Record<Language, T>;

const translated = <T>(catalogue: Translated<T>) => catalogue;

export const CATALOGUES = {
  ui: translated({
    en: uiText("en"),
    "zh-Hans": uiText("zh-Hans"),
    "zh-Hant": withOverrides(uiText("zh-Hant"), "ui", OVERRIDES),
  }),
  buyers: translated<typeof buyers>({
    en: buyers,
    "zh-Hans": buyersZh,
    "zh-Hant": withOverrides(buyersHant, "buyers", OVERRIDES),
  }),
  sellers: translated<typeof sellers>({
    en: sellers,
    "zh-Hans": sellersZh,
    "zh-Hant": withOverrides(sellersHant, "sellers", OVERRIDES),
  }),
  faq: translated<typeof faq>({
    en: faq,
    "zh-Hans": faqZh,
    "zh-Hant": withOverrides(faqHant, "faq", OVERRIDES),
  }),
  legal: translated<typeof legal>({
    en: legal,
    "zh-Hans": legalZh,
    "zh-Hant": withOverrides(legalHant, "legal", OVERRIDES),
  }),
  areas: translated<typeof areas>({
    en: areas,
    "zh-Hans": areasZh,
    "zh-Hant": withOverrides(areasHant, "areas", OVERRIDES),
  }),
  towns: translated<typeof towns>({
    en: towns,
    "zh-Hans": townsZh,
    "zh-Hant": withOverrides(townsHant, "towns", OVERRIDES),
  }),
  home: translated<typeof home>({
    en: home,
    "zh-Hans": homeZh,
    "zh-Hant": withOverrides(homeHant, "home", OVERRIDES),
  }),
  homes: translated<typeof homes>({
    en: homes,
    "zh-Hans": homesZh,
    "zh-Hant": withOverrides(homesHant, "homes", OVERRIDES),
  }),
  firstTime: translated<typeof firstTime>({
    en: firstTime,
    "zh-Hans": firstTimeZh,
    "zh-Hant": withOverrides(firstTimeHant, "firstTime", OVERRIDES),
  }),
  marketing: translated<typeof marketing>({
    en: marketing,
    "zh-Hans": marketingZh,
    "zh-Hant": withOverrides(marketingHant, "marketing", OVERRIDES),
  }),
  portfolio: translated<typeof portfolio>({
    en: portfolio,
    "zh-Hans": portfolioZh,
    "zh-Hant": withOverrides(portfolioHant, "portfolio", OVERRIDES),
  }),
  listing: translated<typeof listing>({
    en: listing,
    "zh-Hans": listingZh,
    "zh-Hant": withOverrides(listingHant, "listing", OVERRIDES),
  }),
  // Saved searches and their alerts' pages (issue 43).
  alerts: translated<typeof alerts>({
    en: alerts,
    "zh-Hans": alertsZh,
    "zh-Hant": withOverrides(alertsHant, "alerts", OVERRIDES),
  }),
  // The contact form (issue 40 §2).
  forms: translated<typeof forms>({
    en: forms,
    "zh-Hans": formsZh,
    "zh-Hant": withOverrides(formsHant, "forms", OVERRIDES),
  }),
  // The home-value request (issue 40 §2): its page, form, thank-you and her mail's choices.
  homeValue: translated<typeof homeValue>({
    en: homeValue,
    "zh-Hans": homeValueZh,
    "zh-Hant": withOverrides(homeValueHant, "homeValue", OVERRIDES),
  }),
  // The event sign-in, on a guest's phone and on the kiosk, and the open house's thank-you.
  event: translated<typeof event>({
    en: event,
    "zh-Hans": eventZh,
    "zh-Hant": withOverrides(eventHant, "event", OVERRIDES),
  }),
  // The frame of the blog; the posts are each in their own language (server/content/public-posts.ts).
  blog: translated<typeof blog>({
    en: blog,
    "zh-Hans": blogZh,
    "zh-Hant": withOverrides(blogHant, "blog", OVERRIDES),
  }),
  // The member profiles of content/team.ts seed the database: the page shows what /staff/team keeps.
  team: translated<Pick<typeof team, "whyChooseUs" | "teamPage">>({
    en: { whyChooseUs, teamPage },
    "zh-Hans": teamZh,
    "zh-Hant": withOverrides(teamHant, "team", OVERRIDES),
  }),
};

/** One export of a catalogue in every language: `inEachLanguage(CATALOGUES.forms, "contactErrors")`. */
export const inEachLanguage = <T, K extends keyof T>(catalogue: Translated<T>, key: K) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, catalogue[language][key]])) as Record<
    Language,
    T[K]
  >;
