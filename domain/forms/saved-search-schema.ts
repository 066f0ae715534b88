import * as z from "zod/mini";
import { FIELD_MAX } from "#domain/lead.ts";
import { ALERT_FREQUENCIES } from "#domain/saved-search.ts";
import { emailAddress, optionalPhone, singleLine, withoutLinks } from "./fields.ts";
import { readHomeSearch } from "./home-search-schema.ts";

/** The search as its query string (homeSearchQuery): a few parameters, never this long. */
const SEARCH_QUERY_MAX = 1000;

/** Every field the saving form posts, with its maximum length (what may be shown again). */
export const SAVED_SEARCH_FIELD_MAX = {
  email: FIELD_MAX.email,
  name: FIELD_MAX.name,
  phone: FIELD_MAX.phone,
  frequency: 10,
  search: SEARCH_QUERY_MAX,
} as const;

/**
 * "Get e-mails for new homes like these" (issue 43 §1): her address, optionally her name and
 * phone, instant or daily, and the search she was looking at as /homes's own query (read by the
 * search's one reader, readHomeSearch: a stale or hand-made value is read as /homes reads it).
 * The name becomes her lead's and may later greet her in a mail to the typed address, so it may
 * carry no link (anyone could otherwise have the site mail their link to anyone).
 */
export const SavedSearchSchema = z.pipe(
  z.object({
    email: emailAddress("Email"),
    name: z._default(withoutLinks(singleLine("Name", FIELD_MAX.name), "Name"), ""),
    phone: optionalPhone("Phone"),
    frequency: z.enum(ALERT_FREQUENCIES, { error: "Please choose how often to hear from us" }),
    search: z._default(singleLine("Search", SEARCH_QUERY_MAX), ""),
  }),
  z.transform(({ search, ...posted }) => ({
    ...posted,
    search: { ...readHomeSearch(new URLSearchParams(search)), page: 1 },
  })),
);

export type SavedSearchFormInput = z.output<typeof SavedSearchSchema>;
