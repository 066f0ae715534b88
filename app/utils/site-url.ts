/** The public origin when SITE_URL is not set: where `npm start` serves on this machine. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

/** SITE_URL as pages write it: the default when it is unset, no trailing slash. */
export const siteUrlFrom = (value: string | undefined) =>
  (value || DEFAULT_SITE_URL).replace(/\/+$/, "");
