/** A section of the lead page: one card. */
export const LEAD_SECTION = "card p-3";

/** A link or button the lead page sets beside others: tall enough to tap. */
export const LINK_BUTTON =
  "inline-flex min-h-11 items-center gap-1 rounded-sm border border-line bg-white px-3 font-medium hover:bg-stone-warm";
