import { Link } from "react-router";
import { formPrivacyNote } from "#content/notices.ts";

/**
 * The short privacy line under every lead form, with the link to the full
 * notice. On the kiosk (a shared tablet with no way to wander off) the
 * notice's address is printed as text instead: the server's absolute address,
 * handed down with the page's data so the hydrated page prints the same.
 */
// English on every page until the notices' short line has its Chinese twin: `lang` says so.
export function FormPrivacyNote({ printedAddress }: { printedAddress?: string }) {
  if (printedAddress)
    return (
      <p lang="en" className="text-sm text-muted">
        {formPrivacyNote} Privacy notice: {printedAddress}
      </p>
    );
  return (
    <p lang="en" className="text-sm text-muted">
      {formPrivacyNote}{" "}
      <Link to="/privacy" className="underline underline-offset-2 hover:text-brand">
        Privacy notice
      </Link>
    </p>
  );
}
