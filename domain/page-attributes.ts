/**
 * Attributes the page script sets on the server's markup after the first paint. The server's
 * critical-CSS cut (server/critical-css.ts) keeps the rules that match their later values, so
 * both sides read the names from here.
 */

/** Marks an element for the reveal (its value then says where it is: "pending", "shown"). */
export const REVEAL_ATTRIBUTE = "data-reveal";

/** On the site header: "true" once the page has scrolled (app/enhance/header-scroll.ts). */
export const SCROLLED_ATTRIBUTE = "data-scrolled";
