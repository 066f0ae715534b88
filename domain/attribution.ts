import type { LeadFormName } from "./lead.ts";
/**
 * Where a visit came from, as the first page of the visit shows it (issue 44 §1): the landing
 * path, the referring site's host, the five UTM tags and whether an ad click id came with it.
 * The visit cookie carries exactly these fields to the form she sends (server/insights/);
 * every lead stores them with the page the form was sent from.
 */

/** The UTM tags a link can carry (Google's campaign URL builder names these five). */
export const UTM_FIELDS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** An ad platform's click id in the landing URL: the click was paid for. */
export const CLICK_IDS = { gclid: "google", fbclid: "meta" } as const;
export type PaidClick = (typeof CLICK_IDS)[keyof typeof CLICK_IDS];

export type VisitAttribution = {
  /** The first page's path, without its query. */
  landingPath: string;
  /** The referring site's host (never its path), null for none or this site itself. */
  referrerHost: string | null;
  utm: Record<UtmField, string | null>;
  /** The ad platform whose click id the landing URL carried. */
  paid: PaidClick | null;
};

/** What a lead stores: the visit's first touch and the page her form was on. */
export type LeadAttribution = VisitAttribution & { formPage: string | null };

/** A lead's attribution with its source named (what the lead page, CSV, webhook and CRM get). */
export type NamedAttribution = LeadAttribution & { source: string };

/** A stored lead's attribution: named, with the form she sent. */
export type StoredAttribution = NamedAttribution & { form: keyof typeof FORM_WORDS };

/** Longest text kept of any field: a tag is a few words, a path a few segments. */
export const ATTRIBUTION_FIELD_MAX = 200;

const clean = (value: string | null | undefined) => {
  // Control characters would only break the CSV and the cookie; a tag has none.
  const text = value
    ?.replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, ATTRIBUTION_FIELD_MAX);
  return text ? text : null;
};

const hostOf = (url: string | null | undefined) => {
  if (!url) return null;
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === "http:" || protocol === "https:" ? hostname.toLowerCase() : null;
  } catch {
    return null;
  }
};

const bareHost = (host: string) => host.replace(/^www\./, "");

/**
 * The attribution of a visit whose first page is `landing`, arrived at from `referrer` (the
 * Referer header). `siteHosts`: this site's own hosts, whose referrals are no source.
 */
export function visitAttribution(
  landing: URL,
  referrer: string | null | undefined,
  siteHosts: readonly string[],
): VisitAttribution {
  const params = landing.searchParams;
  const host = hostOf(referrer);
  const own = new Set(siteHosts.map((h) => bareHost(h.toLowerCase())));
  const utm = Object.fromEntries(
    UTM_FIELDS.map((field) => [field, clean(params.get(`utm_${field}`))]),
  ) as Record<UtmField, string | null>;
  const click = (Object.keys(CLICK_IDS) as (keyof typeof CLICK_IDS)[]).find((id) => params.has(id));
  return {
    landingPath: clean(landing.pathname) ?? "/",
    referrerHost: host && !own.has(bareHost(host)) ? clean(host) : null,
    utm,
    paid: click ? CLICK_IDS[click] : null,
  };
}

/** True when the URL starts a new visit whatever came before: it carries a campaign. */
export const carriesCampaign = (url: URL) =>
  UTM_FIELDS.some((field) => url.searchParams.has(`utm_${field}`)) ||
  Object.keys(CLICK_IDS).some((id) => url.searchParams.has(id));

/** Search engines by their host (any country's Google), as people name them. */
const SEARCH_ENGINES: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, "Google"],
  [/(^|\.)bing\.com$/, "Bing"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo"],
  [/(^|\.)search\.yahoo\.com$/, "Yahoo"],
  [/(^|\.)baidu\.com$/, "Baidu"],
  [/(^|\.)ecosia\.org$/, "Ecosia"],
];

/** Social sites by their host, including their link-shortening hosts (l.facebook.com, t.co). */
const SOCIAL_SITES: [RegExp, string][] = [
  [/(^|\.)facebook\.com$|^fb\.me$/, "Facebook"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)linkedin\.com$|^lnkd\.in$/, "LinkedIn"],
  [/^t\.co$|(^|\.)twitter\.com$|(^|\.)x\.com$/, "X"],
  [/(^|\.)pinterest\.[a-z.]+$/, "Pinterest"],
  [/(^|\.)youtube\.com$/, "YouTube"],
  [/(^|\.)nextdoor\.com$/, "Nextdoor"],
  [/(^|\.)wechat\.com$|(^|\.)weixin\.qq\.com$/, "WeChat"],
];

/** How a utm_source value is written for people: the platforms' own spelling, else capitalised. */
const PLATFORM_NAMES: Record<string, string> = {
  facebook: "Facebook",
  fb: "Facebook",
  meta: "Facebook",
  instagram: "Instagram",
  ig: "Instagram",
  google: "Google",
  bing: "Bing",
  linkedin: "LinkedIn",
  twitter: "X",
  x: "X",
  youtube: "YouTube",
  nextdoor: "Nextdoor",
  wechat: "WeChat",
  zillow: "Zillow",
};

const PAID_PLATFORMS: Record<PaidClick, string> = { google: "Google", meta: "Facebook" };

const platformName = (source: string) =>
  PLATFORM_NAMES[source.toLowerCase()] ?? source.charAt(0).toUpperCase() + source.slice(1);

/** "april-newsletter" → "April newsletter": a campaign named after a colon reads as words. */
const asWords = (tag: string) => {
  const words = tag.replace(/[-_+]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const matchHost = (host: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(host))?.[1];

const EMAIL_MEDIUMS = new Set(["email", "e-mail", "newsletter"]);
const QR_MEDIUMS = new Set(["qr", "qr-code", "qrcode", "print"]);

/**
 * The source named for people: "Google search", "Facebook (paid, spring)", "Facebook ad
 * (spring-listing)" (an ad click id without a medium), "QR: 12 Elm St open house", "Email: April
 * newsletter", "zillow.com", "Direct". Tags win over the referrer: they say what the team meant.
 */
export function sourceName({ referrerHost, utm, paid }: VisitAttribution): string {
  const medium = utm.medium?.toLowerCase();
  if (medium && QR_MEDIUMS.has(medium))
    return `QR: ${utm.campaign ?? (utm.source ? asWords(utm.source) : "printed code")}`;
  if (medium && EMAIL_MEDIUMS.has(medium))
    return utm.campaign ? `Email: ${asWords(utm.campaign)}` : "Email";
  const platform = utm.source
    ? platformName(utm.source)
    : paid
      ? PAID_PLATFORMS[paid]
      : referrerHost && (matchHost(referrerHost, SOCIAL_SITES) ?? null);
  if (platform && (utm.medium || (!paid && utm.source))) {
    const details = [utm.medium, utm.campaign].filter(Boolean).join(", ");
    return details ? `${platform} (${details})` : platform;
  }
  if (paid)
    return `${platform ?? PAID_PLATFORMS[paid]} ad${utm.campaign ? ` (${utm.campaign})` : ""}`;
  if (utm.campaign) return `Campaign: ${utm.campaign}`;
  if (!referrerHost) return "Direct";
  const engine = matchHost(referrerHost, SEARCH_ENGINES);
  if (engine) return `${engine} search`;
  return matchHost(referrerHost, SOCIAL_SITES) ?? bareHost(referrerHost);
}

/** The form a lead came through, in the words of the lead page's attribution line. */
export const FORM_WORDS = {
  contact: "contact message",
  "home-value": "home-value request",
  showing: "showing request",
  "sign-in": "open-house sign-in",
  "saved-search": "saved search",
} as const satisfies Record<LeadFormName, string>;

/** The lead page's line: "Google search → /massachusetts/newton → home-value request". */
export function attributionLine({ source, landingPath, form }: StoredAttribution) {
  return [source, landingPath, FORM_WORDS[form]].join(" → ");
}

/** The cookie's keys, short: the whole cookie stays well under a browser's 4 KB. */
const COOKIE_KEYS = {
  landingPath: "l",
  referrerHost: "r",
  source: "s",
  medium: "m",
  campaign: "c",
  term: "t",
  content: "n",
  paid: "p",
} as const;

/** The visit cookie's value: the fields and nothing else, as a query string. */
export function encodeVisitCookie(visit: VisitAttribution): string {
  const params = new URLSearchParams({ [COOKIE_KEYS.landingPath]: visit.landingPath });
  if (visit.referrerHost) params.set(COOKIE_KEYS.referrerHost, visit.referrerHost);
  for (const field of UTM_FIELDS) {
    const value = visit.utm[field];
    if (value) params.set(COOKIE_KEYS[field], value);
  }
  if (visit.paid) params.set(COOKIE_KEYS.paid, visit.paid);
  return params.toString();
}

/**
 * The visit cookie read back; null when it is not one. Its value is the visitor's to change, as
 * is the URL it was made from: each field is only cut and cleaned like the URL's own tags.
 */
export function decodeVisitCookie(value: string | undefined): VisitAttribution | null {
  if (!value) return null;
  const params = new URLSearchParams(value);
  const landingPath = clean(params.get(COOKIE_KEYS.landingPath));
  if (!landingPath?.startsWith("/")) return null;
  const paid = params.get(COOKIE_KEYS.paid);
  return {
    landingPath,
    referrerHost: clean(params.get(COOKIE_KEYS.referrerHost))?.toLowerCase() ?? null,
    utm: Object.fromEntries(
      UTM_FIELDS.map((field) => [field, clean(params.get(COOKIE_KEYS[field]))]),
    ) as Record<UtmField, string | null>,
    paid: paid === "google" || paid === "meta" ? paid : null,
  };
}
