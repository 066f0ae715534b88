import { Download, Printer, Tablet } from "lucide-react";
import { useState } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { kioskUrl } from "#app/utils/kiosk/url.ts";
import { getMeta } from "#app/utils/meta.ts";
import { QR_OPTIONS, signInUrl } from "#app/utils/qr.ts";
import { useToaster } from "#app/utils/use-toaster.tsx";
import type { Route } from "./+types/event-generate-qr";

export const meta: Route.MetaFunction = () =>
  getMeta({
    title: "Generate Event QR Code",
    description:
      "Create a printable QR code that opens the sign-in page for an open house or event.",
    path: "/event/generate-qr",
    image: "event",
  });

type Generated = { eventName: string; url: string; dataUrl: string };

const fileNameFor = (eventName: string) =>
  `qr-${
    eventName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "event"
  }.png`;

export default function GenerateQr() {
  const [eventName, setEventName] = useState("");
  const [generated, setGenerated] = useState<Generated | null>(null);
  const trimmed = eventName.trim();
  const { toaster, toast } = useToaster();

  async function generate(event: React.FormEvent) {
    event.preventDefault();
    try {
      // Loaded on demand: the QR encoder is only needed once a name is entered.
      const QRCode = await import("qrcode");
      const url = signInUrl(window.location.origin, trimmed);
      const dataUrl = await QRCode.toDataURL(url, QR_OPTIONS);
      setGenerated({ eventName: trimmed, url, dataUrl });
    } catch (error) {
      console.error(error);
      setGenerated(null);
      void toast("error", "Failed to generate QR code");
    }
  }

  return (
    <section className="bg-stone-warm px-5 py-12 md:py-20 print:bg-white print:p-0">
      <div className="card mx-auto max-w-md p-7 shadow-sm md:p-9 print:border-0 print:shadow-none">
        <div className="print:hidden">
          <h1 className="text-center text-3xl">Generate Event QR Code</h1>
          <p className="mt-3 text-center text-muted">
            Enter the event name to generate a QR code for sign-in
          </p>
          <form onSubmit={generate} className="mt-8 grid gap-5">
            <Field
              label="Event Name"
              name="event"
              value={eventName}
              onChange={(event) => setEventName(event.target.value)}
              maxLength={120}
              placeholder="e.g. 42 Maple Street Open House"
              autoComplete="off"
            />
            <button type="submit" className="btn-primary w-full" disabled={trimmed === ""}>
              Generate QR Code
            </button>
          </form>
        </div>
        {generated ? (
          <figure className="mt-8 flex flex-col items-center text-center print:mt-0">
            <img
              src={generated.dataUrl}
              width={QR_OPTIONS.width}
              height={QR_OPTIONS.width}
              alt={`QR code that opens the sign-in page for ${generated.eventName}`}
              data-testid="qr-image"
            />
            <figcaption className="mt-4 text-muted print:text-ink">
              <span className="hidden font-display text-2xl text-ink print:block">
                {generated.eventName}
              </span>
              Scan this QR code to access the event sign-in page
            </figcaption>
            <div className="mt-6 flex flex-wrap justify-center gap-3 print:hidden">
              <a
                href={generated.dataUrl}
                download={fileNameFor(generated.eventName)}
                className="btn-outline"
              >
                <Download aria-hidden className="size-4" /> Download PNG
              </a>
              <button type="button" className="btn-outline" onClick={() => window.print()}>
                <Printer aria-hidden className="size-4" /> Print
              </button>
              {/* For the host's own tablet at the door: the same sign-in, made for guest after guest. */}
              <a href={kioskUrl(generated.url)} className="btn-outline">
                <Tablet aria-hidden className="size-4" /> Open the kiosk for this event
              </a>
            </div>
          </figure>
        ) : null}
      </div>
      {toaster}
    </section>
  );
}
