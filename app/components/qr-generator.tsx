import { Download, Printer, Tablet } from "lucide";
import { useEffect, useRef, useState } from "react";
import { Logo } from "#app/components/logo.tsx";
import { BrokerageNotice } from "#app/components/notices/brokerage-notice.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { kioskUrl } from "#app/utils/kiosk/url.ts";
import { type GeneratedQr, generateQr, QR_CODE_PAGE, QR_OPTIONS } from "#app/utils/qr.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { useToaster } from "#app/utils/use-toaster.tsx";
import { FIELD_MAX } from "#domain/lead.ts";

/** What the server answered for a name sent without JavaScript (the page at QR_CODE_PAGE). */
export type QrAnswer = { eventName: string; generated?: GeneratedQr; error?: string };

const fileNameFor = (eventName: string) =>
  `qr-${
    eventName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "event"
  }.png`;

/**
 * The QR generator: a name in, the event's sign-in code out, to show, download,
 * print or open as the kiosk. With JavaScript the browser draws the code in
 * place. Without, the form asks the server for QR_CODE_PAGE?event=…, which
 * renders this again with its `answer` and opens on the code (or on the field
 * to correct).
 */
export function QrGenerator({ answer }: { answer?: QrAnswer }) {
  const [eventName, setEventName] = useState(answer?.eventName ?? "");
  const [generated, setGenerated] = useState<GeneratedQr | null>(answer?.generated ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  // The framework comes on first use (decision 015): a name typed before hydration is in the
  // field, which is uncontrolled so that React leaves it as typed, and not yet in the state.
  useEffect(() => {
    const field = formRef.current?.elements.namedItem("event");
    if (field instanceof HTMLInputElement) setEventName(field.value);
  }, []);
  const trimmed = eventName.trim();
  const hydrated = useHydrated();
  const { toaster, toast } = useToaster();

  async function generate(event: React.FormEvent) {
    event.preventDefault();
    try {
      // Loaded on demand: the QR encoder is only needed once a name is entered.
      const QRCode = await import("qrcode");
      setGenerated(await generateQr(QRCode, window.location.origin, trimmed));
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
          {/* Without JavaScript the form asks the server for the code; with it, onSubmit draws it here. */}
          <form
            ref={formRef}
            method="get"
            action={QR_CODE_PAGE}
            onSubmit={generate}
            className="mt-8 grid gap-5"
          >
            <Field
              label="Event Name"
              name="event"
              defaultValue={answer?.eventName}
              errors={answer?.error ? [answer.error] : undefined}
              autoFocus={answer?.error ? true : undefined}
              onChange={(event) => setEventName(event.target.value)}
              required
              maxLength={FIELD_MAX.eventName}
              placeholder="e.g. 42 Maple Street Open House"
              autoComplete="off"
            />
            {/* Before hydration the form posts as HTML (a GET): only the framework knows the name is blank. */}
            <button
              type="submit"
              className="btn-primary w-full"
              disabled={hydrated && trimmed === ""}
            >
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
                // The server's answer opens on the code (the image, not the figure: the browser
                // may focus while the rest is still arriving). A code drawn in place leaves focus
                // on the button.
                tabIndex={answer?.generated ? -1 : undefined}
                // biome-ignore lint/a11y/noAutofocus: only on the server's answer to the agent's request
                autoFocus={answer?.generated ? true : undefined}
                className="focus:outline-none"
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
                {/* Without JavaScript the browser's own Print command prints the same sheet. */}
                {hydrated ? (
                  <button type="button" className="btn-outline" onClick={() => window.print()}>
                    <SvgIcon icon={Printer} className="size-4" /> Print
                  </button>
                ) : null}
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
