import { Link } from "react-router";
import { formPrivacyNote } from "#content/legal.ts";

/** The short privacy line under every lead form, with the link to the full notice. */
export function FormPrivacyNote() {
  return (
    <p className="text-sm text-muted">
      {formPrivacyNote}{" "}
      <Link
        to="/privacy"
        className="inline-flex min-h-11 items-center underline underline-offset-2 hover:text-brand"
      >
        Privacy notice
      </Link>
    </p>
  );
}
