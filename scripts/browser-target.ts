/** Vite's default build target ("baseline-widely-available"), for the browser code bundled outside Vite's own build. */
export const BROWSER_TARGET = ["chrome107", "edge107", "firefox104", "safari16"];
