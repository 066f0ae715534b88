/**
 * Phrases in a listing's headline or description that fair-housing guidance warns about. A match
 * is a warning at the field with the reason; it never blocks a save (context decides, and the
 * agent knows it).
 *
 * Sources: the Fair Housing Act §804(c) and 24 CFR 100.75 (no advertisement may indicate a
 * preference based on race, colour, religion, sex, disability, familial status or national
 * origin), HUD's guidance on advertisements under §804(c) (the "Achtenberg memo", 9 January 1995),
 * and Massachusetts law (M.G.L. c. 151B §4(10): no refusal of a housing subsidy such as Section 8).
 * Left out on purpose: "master bedroom", "family room", "desirable neighborhood": the same HUD
 * guidance names words like these as describing the property, not the people, so a warning on
 * them would teach the team to ignore the check.
 */

type Caution = { phrases: readonly string[]; why: string };

const CAUTIONS: readonly Caution[] = [
  {
    phrases: [
      "perfect for young couples",
      "ideal for young couples",
      "perfect for couples",
      "适合年轻夫妇",
      "适合小两口",
    ],
    why: "it names who should live there (familial status, age); describe the home instead",
  },
  {
    phrases: ["no children", "no kids", "adults only", "adult living", "谢绝儿童", "不接受有孩子"],
    why: "it excludes families with children (familial status)",
  },
  {
    phrases: ["ideal for singles", "perfect for singles", "bachelor pad"],
    why: "it prefers one kind of household (familial status, sex)",
  },
  {
    phrases: ["family neighborhood", "family-friendly neighborhood"],
    why: "it describes the neighbors, not the home (familial status); name the park or the school instead",
  },
  {
    phrases: [
      "exclusive neighborhood",
      "exclusive community",
      "restricted community",
      "专属社区",
      "高档社区",
    ],
    why: "HUD guidance names 'exclusive' and 'restricted' as words that can signal a racial preference",
  },
  {
    phrases: ["safe neighborhood", "safe area"],
    why: "it can read as a statement about who lives nearby; describe a fact (a lit street, an alarm) instead",
  },
  {
    phrases: [
      "walking distance to church",
      "near church",
      "christian home",
      "近教堂",
      "步行到教堂",
    ],
    why: "a place of worship as a selling point can read as a religious preference; name a landmark plainly or leave it out",
  },
  {
    phrases: ["华人社区", "华人聚居"],
    why: "it says who lives nearby (national origin); describe the home and the town's shops or schools instead",
  },
  {
    phrases: ["no section 8", "no vouchers"],
    why: "Massachusetts forbids refusing a housing subsidy (M.G.L. c. 151B §4(10))",
  },
  {
    phrases: ["able-bodied", "no wheelchairs"],
    why: "it excludes people with a disability; describe the stairs or the access instead",
  },
];

export type FairHousingWarning = { phrase: string; why: string };

/** Lower case, one space between words, so "Perfect for\nyoung  couples" still matches. */
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ");

// The phrases are letters, spaces and hyphens: nothing in them is special in a pattern. Chinese
// runs its words together, so a Chinese phrase matches anywhere (`\b` knows only Latin words).
const MATCHERS = CAUTIONS.flatMap(({ phrases, why }) =>
  phrases.map((phrase) => ({
    phrase,
    why,
    pattern: new RegExp(/^[a-z0-9 -]+$/.test(phrase) ? `\\b${phrase}\\b` : phrase),
  })),
);

/** The cautioned phrases a text holds, each once, in the order of the list. */
export function fairHousingWarnings(text: string): FairHousingWarning[] {
  const normalised = normalise(text);
  return MATCHERS.filter(({ pattern }) => pattern.test(normalised)).map(({ phrase, why }) => ({
    phrase,
    why,
  }));
}

/** One sentence for a field: what matched and why, or null when nothing did. */
export function fairHousingMessage(text: string): string | null {
  const warnings = fairHousingWarnings(text);
  if (warnings.length === 0) return null;
  return `Fair housing: ${warnings.map(({ phrase, why }) => `"${phrase}": ${why}`).join("; ")}. Saved as written; reword if it can be read as who may live here.`;
}
