import { createContext, useContext } from "react";

/** The per-request CSP nonce (empty in prerendered pages, which use script hashes). */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
