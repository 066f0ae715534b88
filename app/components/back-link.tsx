import { ArrowLeft } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SvgIcon } from "#app/components/svg-icon.tsx";

/** A record page's way back to its list ("All homes for sale", "Back to the search"). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand hover:text-brand-dark"
    >
      <SvgIcon icon={ArrowLeft} className="size-4" />
      {children}
    </Link>
  );
}
