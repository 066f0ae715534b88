import { MessageSquare, Phone } from "lucide";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { MENU_ATTRIBUTE } from "#app/enhance/menu-dismiss.ts";
import { usePageLanguage } from "#app/utils/language.ts";
import { uiText } from "#content/ui.ts";

type PhoneMenuProps = {
  phone: { display: string; e164: string };
  /** Accessible name of the trigger, e.g. 'Call or text Lena Marlow'. */
  label: string;
  className?: string;
  /** Which way the menu opens from the trigger. */
  align?: "start" | "end";
};

const itemClass =
  "flex min-h-11 items-center gap-2 rounded-sm px-3 text-ink hover:bg-brand-soft focus-visible:bg-brand-soft";

/**
 * A phone number that opens a small menu offering Call (tel:) or Text (sms:).
 * A native disclosure: it works before hydration and without JavaScript, and
 * costs no framework code; the page script adds a menu's
 * dismissals (app/enhance/menu-dismiss.ts).
 */
export function PhoneMenu({ phone, label, className = "", align = "start" }: PhoneMenuProps) {
  const ui = uiText(usePageLanguage());
  return (
    <details {...{ [MENU_ATTRIBUTE]: "" }} className="group relative">
      <summary
        aria-label={`${label}: ${phone.display}`}
        className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${className}`}
      >
        <SvgIcon icon={Phone} className="size-4" />
        <span>{phone.display}</span>
      </summary>
      <ul
        className={`absolute top-full z-[60] mt-1.5 min-w-40 rounded-md border border-line bg-white p-1 text-sm shadow-lg ${
          align === "end" ? "right-0" : "left-0"
        }`}
      >
        <li>
          <a href={`tel:${phone.e164}`} className={itemClass}>
            <SvgIcon icon={Phone} className="size-4 text-brand" /> {ui.call}
          </a>
        </li>
        <li>
          <a href={`sms:${phone.e164}`} className={itemClass}>
            <SvgIcon icon={MessageSquare} className="size-4 text-brand" /> {ui.text}
          </a>
        </li>
      </ul>
    </details>
  );
}
