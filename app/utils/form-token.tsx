import { createContext } from "react";

/** The per-request form token of a server-rendered page (absent when prerendering). */
export const FormTokenContext = createContext<string | undefined>(undefined);
