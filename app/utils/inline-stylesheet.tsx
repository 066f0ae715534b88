import { createContext, useContext } from "react";

/**
 * The site's stylesheet, inlined into every page's <head> so the first paint
 * needs nothing but the HTML. entry.server.tsx provides the CSS text (imported
 * with Vite's `?inline`, so the bundler resolves it and the browser bundle
 * never carries it); in the browser the context is empty. The build cuts an
 * HTML-only prerendered page's copy to the rules it uses (server/critical-css.ts).
 */
export const InlineStylesheetContext = createContext<string | undefined>(undefined);

export function InlineStylesheet() {
  const css = useContext(InlineStylesheetContext);
  // Hydration keeps the server's text: React does not compare or rewrite
  // dangerouslySetInnerHTML when hydrating, and the browser's value never changes.
  return <style dangerouslySetInnerHTML={{ __html: css ?? "" }} suppressHydrationWarning />;
}
