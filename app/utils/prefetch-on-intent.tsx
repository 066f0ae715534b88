import rules from "./speculation-rules.json?inline-script";

/**
 * Speculation rules for the public pages (docs/decisions/023): the browser
 * fetches the HTML of a page the visitor is about to open, when she rests the
 * pointer on its link for 200 ms or presses it ("moderate"), so the click
 * starts from a page already in hand and the next page paints sooner (figures:
 * reports/measurements-behind-the-code.md).
 *
 * The rule: prefetch, never prerender. A prefetch only downloads the HTML:
 * nothing of the page runs, draws or fetches before she arrives, so a page she
 * never opens costs one response and no work on this page's main thread.
 * Every same-origin link qualifies but the team's workspace, whose pages
 * answer per member and whose login links are used once. The browser skips
 * speculation by itself when the visitor saves data or battery. The rules are
 * JSON (speculation-rules.json), inlined as one line by the build, which
 * records their hash with the page's scripts (scripts/inline-script-plugin.ts).
 */
export function PrefetchOnIntent({ nonce }: { nonce?: string }) {
  // Not JavaScript: the browser reads the rules as JSON, and the page's CSP
  // admits them by nonce or, on a page served from memory, by hash like its scripts.
  return (
    <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: rules }} />
  );
}
