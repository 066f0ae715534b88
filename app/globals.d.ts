/** Injected by vite.config.ts from the route table (app/site-paths.ts). */
declare const __STATIC_PAGE_PATHS__: string[];
declare const __SSR_ONLY_PATHS__: string[];

interface ImportMetaEnv {
  readonly SITE_URL?: string;
}
