import { Link } from "react-router";
import { absoluteUrl } from "#app/utils/meta.ts";
import { formPrivacyNote } from "#content/notices.ts";

/**
 * The short privacy line under every lead form, with the link to the full
 * notice. On the kiosk (a shared tablet with no way to wander off) the
 * notice's address is shown as text instead of a link.
 */
export function FormPrivacyNote({ linked = true }: { linked?: boolean }) {
  if (!linked)
    return (
      <p className="text-sm text-muted">
        {formPrivacyNote} Privacy notice: {absoluteUrl("/privacy")}
      </p>
    );
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
