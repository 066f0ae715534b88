/** A module bundled as one classic script to inline (scripts/inline-script-plugin.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}

/** The address of a module bundled for the browser, loaded by the page script (scripts/browser-module-plugin.ts). */
declare module "*?browser-module" {
  const src: string;
  export default src;
}

/** The English URL pattern of every public page, per language it is written in (scripts/page-languages-plugin.ts). */
declare module "virtual:translated-pages" {
  const patterns: Record<import("#domain/language.ts").Language, string[]>;
  export default patterns;
}
