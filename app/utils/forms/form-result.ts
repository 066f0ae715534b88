/** Field messages keyed by input name. */
export type FieldErrors = Record<string, string[] | undefined>;

/** What a lead form's route action answers. */
export type FormResult =
  | { status: "success" }
  | { status: "invalid"; fieldErrors: FieldErrors; values: Record<string, string> }
  | { status: "failure"; values: Record<string, string> }
  | { status: "rate-limited"; message: string; values?: Record<string, string> };
