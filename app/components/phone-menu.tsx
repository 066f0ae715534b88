import { MessageSquare, Phone } from "lucide-react";
import { DropdownMenu } from "radix-ui";

type PhoneMenuProps = {
  phone: { display: string; e164: string };
  /** Accessible name of the trigger, e.g. 'Call or text Lena Marlow'. */
  label: string;
  className?: string;
};

/** A phone number that opens a small menu offering Call (tel:) or Text (sms:). */
export function PhoneMenu({ phone, label, className }: PhoneMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={className} aria-label={`${label}: ${phone.display}`}>
        <Phone aria-hidden className="size-4" />
        <span>{phone.display}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-[60] min-w-40 rounded-md border border-line bg-white p-1 text-sm text-ink shadow-lg"
        >
          <DropdownMenu.Item asChild>
            <a
              href={`tel:${phone.e164}`}
              className="flex min-h-11 items-center gap-2 rounded-sm px-3 outline-none data-[highlighted]:bg-brand-soft"
            >
              <Phone aria-hidden className="size-4 text-brand" /> Call
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <a
              href={`sms:${phone.e164}`}
              className="flex min-h-11 items-center gap-2 rounded-sm px-3 outline-none data-[highlighted]:bg-brand-soft"
            >
              <MessageSquare aria-hidden className="size-4 text-brand" /> Text
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
