interface ImportMetaEnv {
  readonly SITE_URL?: string;
}
