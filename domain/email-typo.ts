/**
 * A hint for a mistyped e-mail domain ("sam@gmial.com" → "gmail.com"), never a block: the
 * address may be right, so the form is sent as typed. Pure, so the browser (as she types)
 * and the server (on the answer page) give the same hint.
 */

/** The mail domains most visitors use; a domain close to one of them is probably it mistyped. */
export const COMMON_EMAIL_DOMAINS = [
  "gmail.com",
  "yahoo.com",
  "hotmail.com",
  "outlook.com",
  "icloud.com",
  "aol.com",
  "comcast.net",
  "verizon.net",
  "live.com",
  "msn.com",
  "me.com",
  "mac.com",
  "protonmail.com",
  "qq.com",
  "163.com",
  "126.com",
  "att.net",
  "ymail.com",
] as const;

/** Optimal string alignment distance: one swap of neighbours ("gmial") counts as one edit. */
function editDistance(a: string, b: string) {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return rows[a.length]![b.length]!;
}

/**
 * Endings that are no top-level domain anyone registers under but sit one key away from one
 * that is: ".con" is ".com" mistyped. (".cm" and ".om" are real countries' domains: not here.)
 */
const MISTYPED_ENDINGS: Record<string, string> = {
  con: "com",
  cmo: "com",
  ocm: "com",
  comm: "com",
  vom: "com",
  xom: "com",
  cpm: "com",
  nte: "net",
  nett: "net",
  ogr: "org",
  rog: "org",
};

/**
 * The domain she probably meant, or null: a common domain at most two edits away (one for
 * short ones) that is not the domain she typed, or else her own domain with a mistyped ending
 * put right ("acme.con" → "acme.com").
 */
export function suggestEmailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (domain.length < 4 || (COMMON_EMAIL_DOMAINS as readonly string[]).includes(domain))
    return null;
  let best: { domain: string; distance: number } | null = null;
  for (const common of COMMON_EMAIL_DOMAINS) {
    const distance = editDistance(domain, common);
    const limit = common.length <= 6 ? 1 : 2;
    if (distance <= limit && (!best || distance < best.distance))
      best = { domain: common, distance };
  }
  if (best) return best.domain;
  const dot = domain.lastIndexOf(".");
  const ending = MISTYPED_ENDINGS[domain.slice(dot + 1)];
  return dot > 0 && ending ? `${domain.slice(0, dot)}.${ending}` : null;
}

/** The hint's words in English; a page in another language passes its own template. */
export const EMAIL_HINT_WORDS = "Did you mean {domain}?";

/**
 * The hint's words, "Did you mean gmail.com?" (or the page's language's `words`, {domain} the
 * domain she probably meant), or "" when there is nothing to say.
 */
export function emailHint(email: string, words = EMAIL_HINT_WORDS): string {
  const domain = suggestEmailDomain(email);
  return domain ? words.replace("{domain}", domain) : "";
}

/**
 * How the team sees a stored address that looks mistyped (the lead page, the inbox, the
 * team's mail): "address may be mistyped: gmail.com?", or null.
 */
export function mistypedEmailNote(email: string): string | null {
  const domain = suggestEmailDomain(email);
  return domain ? `address may be mistyped: ${domain}?` : null;
}
