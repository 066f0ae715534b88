import { Download, Tablet } from "lucide";
import { Logo } from "#app/components/logo.tsx";
import { BrokerageNotice } from "#app/components/notices/brokerage-notice.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FormNotice, SendFailureNotice } from "#app/components/ui/form-status.tsx";
import { ENHANCE_ATTRIBUTE } from "#app/enhance/browser-modules.ts";
import qrFormEnhance from "#app/enhance/qr-form.ts?browser-module";
import { interpolate } from "#app/utils/interpolate.tsx";
import { kioskUrl } from "#app/utils/kiosk/url.ts";
import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { pathIn } from "#domain/language.ts";
import { FIELD_MAX } from "#domain/lead.ts";
import { type GeneratedQr, QR_CODE_PAGE, QR_OPTIONS } from "#domain/qr.ts";
import { fillTemplate } from "#domain/template.ts";

/** What the server answered for a name sent without JavaScript (the page at QR_CODE_PAGE). */
export type QrAnswer = {
  eventName: string;
  generated?: GeneratedQr;
  error?: string;
  /** Drawing the code failed: the name was fine, the server was not. */
  failed?: boolean;
};

const fileNameFor = (eventName: string) =>
  `qr-${
    eventName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "event"
  }.png`;

/**
 * The QR generator: a name in, the event's sign-in code out, to show, download,
 * print or open as the kiosk. The form asks the server for QR_CODE_PAGE?event=…,
 * which renders this again with its `answer` and opens on the code (or on the
 * field to correct, or on the failure). Both pages are HTML alone (docs/decisions/023):
 * the name sent is the name in the field, whenever she typed, pasted or autofilled it;
 * a browser module asks from the page once it has loaded (app/enhance/qr-form.ts).
 */
export function QrGenerator({ answer }: { answer?: QrAnswer }) {
  const language = usePageLanguage();
  const words = CATALOGUES.qrGenerator[language].qrGenerator;
  const generated = answer?.generated;
  const imageAlt = generated ? fillTemplate(words.imageAlt, { event: generated.eventName }) : "";
  const nameErrors = answer?.error ? [answer.error] : undefined;
  return (
    // The id marks what the server's answer replaces when the page asks for it (qr-form.ts).
    <section
      id="qr-generator"
      className="bg-stone-warm px-5 py-12 md:py-20 print:bg-white print:p-0"
    >
      <div className="card mx-auto max-w-md p-7 shadow-sm md:p-9 print:border-0 print:shadow-none">
        <div className="print:hidden">
          <h1 className="text-center text-3xl">{words.heading}</h1>
          <p className="mt-3 text-center text-muted">{words.intro}</p>
          <form
            method="get"
            action={pathIn(language, QR_CODE_PAGE)}
            className="mt-8 grid gap-5"
            {...{ [ENHANCE_ATTRIBUTE]: qrFormEnhance }}
          >
            <Field
              label={words.label}
              name="event"
              defaultValue={answer?.eventName}
              errors={nameErrors}
              autoFocus={answer?.error ? true : undefined}
              required
              maxLength={FIELD_MAX.eventName}
              placeholder={words.placeholder}
              autoComplete="off"
            />
            <FormNotice
              kind="error"
              message={answer?.failed ? words.failure : ""}
              autoFocus={answer?.failed}
            />
            <SendFailureNotice message={words.failure} />
            {/* A blank name is refused with the field's message on the server's page; with
                JavaScript the button is disabled while the name is empty (qr-form.ts). */}
            <button type="submit" className="btn-primary w-full">
              {words.submit}
            </button>
          </form>
          {/* The next step while the button waits for a name (issue 32: no dead ends). */}
          <p className="mt-4 text-center text-muted text-sm print:hidden">
            {interpolate(words.workspace, {
              link: (
                <a
                  href="/staff/open-houses/new"
                  className="inline-flex min-h-11 items-center font-medium text-brand underline"
                >
                  {words.workspaceLink}
                </a>
              ),
            })}
          </p>
        </div>
        {generated ? (
          <>
            <figure className="mt-8 flex flex-col items-center text-center print:hidden">
              <img
                src={generated.dataUrl}
                width={QR_OPTIONS.width}
                height={QR_OPTIONS.width}
                alt={imageAlt}
                data-testid="qr-image"
                // The server's answer opens on the code (the image, not the figure: the browser
                // may focus while the rest is still arriving).
                tabIndex={-1}
                // biome-ignore lint/a11y/noAutofocus: only on the server's answer to the agent's request
                autoFocus
                className="focus:outline-none"
              />
              <figcaption className="mt-4 text-muted">
                {words.caption}
                <span className="mt-2 block text-sm break-all">{generated.url}</span>
              </figcaption>
            </figure>
            <div className="mt-6 flex flex-wrap justify-center gap-3 print:hidden">
              <a
                href={generated.printDataUrl}
                download={fileNameFor(generated.eventName)}
                className="btn-outline"
              >
                <SvgIcon icon={Download} className="size-4" /> {words.download}
              </a>
              {/* The browser's own Print command prints the sheet below. */}
              {/* For the host's own tablet at the door: the same sign-in, made for guest after guest. */}
              <a href={kioskUrl(generated.url)} className="btn-outline">
                <SvgIcon icon={Tablet} className="size-4" /> {words.kiosk}
              </a>
            </div>
            {/* The print sheet: only on paper (the screen shows the figure above). */}
            <div
              className="hidden flex-col items-center gap-6 text-center print:flex"
              data-testid="qr-print-sheet"
            >
              <Logo nameClassName="text-2xl text-ink" />
              <h2 className="text-4xl break-words">{generated.eventName}</h2>
              <p className="heading-caps text-2xl text-ink">{words.scanToSignIn}</p>
              <img src={generated.printDataUrl} alt={imageAlt} className="size-[4in]" />
              <p className="text-sm break-all text-ink">{generated.url}</p>
              <BrokerageNotice className="text-muted" />
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
