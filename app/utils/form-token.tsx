import { createContext, useCallback, useContext, useId, useState } from "react";
import { FORM_TOKEN_PATTERN } from "#domain/forms/guard-fields.ts";

/** The per-request form token the server hands a page it renders (pages with forms are never prerendered). */
export const FormTokenContext = createContext<string | undefined>(undefined);

/**
 * The token a rendered form posts, so that the same render submitted twice is
 * stored once and every other render is a new lead.
 *
 * On the server it is the request's token. In the browser it is read from the
 * server-rendered input (found by its `useId` id) during hydration, so
 * hydration keeps the token the page was served with; a form that first
 * renders in the browser (client-side navigation) makes its own. `renew`
 * starts a new render's token (after the form was sent and reset).
 */
export function useFormToken() {
  const id = useId();
  const serverToken = useContext(FormTokenContext);
  const [token, setToken] = useState(() => {
    if (typeof document === "undefined") return serverToken ?? "";
    const rendered = document.getElementById(id);
    const value = rendered instanceof HTMLInputElement ? rendered.value : "";
    return FORM_TOKEN_PATTERN.test(value) ? value : crypto.randomUUID();
  });
  const renew = useCallback(() => setToken(crypto.randomUUID()), []);
  return { id, token, renew };
}
