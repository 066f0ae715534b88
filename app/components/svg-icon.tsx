import type { IconNode } from "lucide";
import { createElement } from "react";

/**
 * A Lucide icon, drawn from its shapes. The `lucide` package exports each icon
 * as plain data, so a page's bundle carries only the icons it draws and no icon
 * runtime, which lucide-react adds to every page (reports/measurements-behind-the-code.md). Every icon on
 * the site is decorative, beside words that say the same, so it is hidden from
 * assistive technology; its class sizes it, and it is drawn in the text colour.
 */
export function SvgIcon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {icon.map(([tag, attributes], index) =>
        // The shapes never change order, so their place is their key.
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  );
}
