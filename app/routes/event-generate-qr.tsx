import { Download, Printer, Tablet } from "lucide";
import { useEffect, useRef, useState } from "react";
import { Logo } from "#app/components/logo.tsx";
import { BrokerageNotice } from "#app/components/notices/brokerage-notice.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { ENHANCED_ON_FIRST_USE } from "#app/utils/framework-start.ts";
import { kioskUrl } from "#app/utils/kiosk/url.ts";
import { getMeta } from "#app/utils/meta.ts";
import { PRINT_QR, printScale, QR_OPTIONS, signInUrl } from "#app/utils/qr.ts";
import { useToaster } from "#app/utils/use-toaster.tsx";
import type { Route } from "./+types/event-generate-qr";

// The generator is React's, but the agent starts by typing a name: the framework comes then. Until
// it has hydrated the button stays disabled as rendered, so nothing posts the page away.
export const handle = ENHANCED_ON_FIRST_USE;

export const meta: Route.MetaFunction = () =>
  getMeta({
    title: "Generate Event QR Code",
    description:
      "Create a printable QR code that opens the sign-in page for an open house or event.",
    path: "/event/generate-qr",
    image: "event",
  });

/** The on-screen image, and the print-resolution PNG that the download and the print sheet use. */
type Generated = { eventName: string; url: string; dataUrl: string; printDataUrl: string };

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
  const formRef = useRef<HTMLFormElement>(null);
  // The framework comes on first use (decision 015): a name typed before hydration is in the
  // field, which is uncontrolled so that React leaves it as typed, and not yet in the state.
  useEffect(() => {
    const field = formRef.current?.elements.namedItem("event");
    if (field instanceof HTMLInputElement) setEventName(field.value);
  }, []);
  const trimmed = eventName.trim();
  const { toaster, toast } = useToaster();

  async function generate(event: React.FormEvent) {
    event.preventDefault();
    try {
      // Loaded on demand: the QR encoder is only needed once a name is entered.
      const QRCode = await import("qrcode");
      const url = signInUrl(window.location.origin, trimmed);
      const { width: _screenWidth, ...colours } = QR_OPTIONS;
      const modules = QRCode.create(url, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel })
        .modules.size;
      const [dataUrl, printDataUrl] = await Promise.all([
        QRCode.toDataURL(url, QR_OPTIONS),
        QRCode.toDataURL(url, { ...colours, margin: PRINT_QR.margin, scale: printScale(modules) }),
      ]);
      setGenerated({ eventName: trimmed, url, dataUrl, printDataUrl });
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
          <form ref={formRef} onSubmit={generate} className="mt-8 grid gap-5">
            <Field
              label="Event Name"
              name="event"
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
          <>
            <figure className="mt-8 flex flex-col items-center text-center print:hidden">
              <img
                src={generated.dataUrl}
                width={QR_OPTIONS.width}
                height={QR_OPTIONS.width}
                alt={`QR code that opens the sign-in page for ${generated.eventName}`}
                data-testid="qr-image"
              />
              <figcaption className="mt-4 text-muted">
                Scan this QR code to access the event sign-in page
                <span className="mt-2 block text-sm break-all">{generated.url}</span>
              </figcaption>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                <a
                  href={generated.printDataUrl}
                  download={fileNameFor(generated.eventName)}
                  className="btn-outline"
                >
                  <SvgIcon icon={Download} className="size-4" /> Download PNG for print
                </a>
                <button type="button" className="btn-outline" onClick={() => window.print()}>
                  <SvgIcon icon={Printer} className="size-4" /> Print
                </button>
                {/* For the host's own tablet at the door: the same sign-in, made for guest after guest. */}
                <a href={kioskUrl(generated.url)} className="btn-outline">
                  <SvgIcon icon={Tablet} className="size-4" /> Open the kiosk for this event
                </a>
              </div>
            </figure>
            {/* The print sheet: only on paper (the screen shows the figure above). */}
            <div
              className="hidden flex-col items-center gap-6 text-center print:flex"
              data-testid="qr-print-sheet"
            >
              <Logo nameClassName="text-2xl text-ink" />
              <h2 className="text-4xl break-words">{generated.eventName}</h2>
              <p className="heading-caps text-2xl text-ink">Scan to sign in</p>
              <img
                src={generated.printDataUrl}
                alt={`QR code that opens the sign-in page for ${generated.eventName}`}
                className="size-[4in]"
              />
              <p className="text-sm break-all text-ink">{generated.url}</p>
              <BrokerageNotice className="text-muted" />
            </div>
          </>
        ) : null}
      </div>
      {toaster}
    </section>
  );
}
