import { Link } from "react-router";
import { linkClass } from "./content-form.tsx";

/** The way back from a workspace page to the list or record it belongs to, above its heading. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <p>
      <Link to={to} className={linkClass}>
        ← {children}
      </Link>
    </p>
  );
}
