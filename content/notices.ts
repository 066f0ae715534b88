/**
 * The short notices every page or form carries: fair housing and the line
 * under each form. They live apart from the privacy and accessibility notices
 * (content/legal.ts) because the site's frame ships them to every page, and
 * the long notices belong only to their own pages.
 */

/** HUD's advertising statement (24 CFR 109.30), with the classes Massachusetts law adds (M.G.L. c. 151B). */
export const fairHousingStatement =
  "We are pledged to the letter and spirit of U.S. policy for the achievement of equal housing opportunity throughout the Nation. We encourage and support an affirmative advertising and marketing program in which there are no barriers to obtaining housing because of race, color, religion, sex, handicap, familial status, national origin, or, under Massachusetts law, sexual orientation, gender identity, age, marital status, ancestry, veteran or military status, genetic information, or receipt of public assistance or rental assistance.";

/** The short line under every form. */
export const formPrivacyNote =
  "We use your details only to answer you and, if you tick the box, to e-mail you about homes. We never sell them.";
