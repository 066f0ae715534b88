/** Field name of the honeypot input that people never see and bots fill in. */
export const HONEYPOT_FIELD = "company_website";
/** Field name of the per-render token that makes a resubmitted form store once. */
export const FORM_TOKEN_FIELD = "form_token";
/** A real token: a UUID from the server or the browser (letters, digits and dashes). */
export const FORM_TOKEN_PATTERN = /^[A-Za-z0-9-]{16,64}$/;
