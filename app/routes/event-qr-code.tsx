import { data } from "react-router";
import { type QrAnswer, QrGenerator } from "#app/components/qr-generator.tsx";
import { getMeta } from "#app/utils/meta.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { wordedMessage } from "#domain/forms/error-words.ts";
import { EventNameSchema } from "#domain/forms/sign-in-schema.ts";
import { languageOf } from "#domain/language.ts";
import { FIELD_MAX } from "#domain/lead.ts";
import { generateQr } from "#domain/qr.ts";
import { fillTemplate } from "#domain/template.ts";
import type { Route } from "./+types/event-qr-code";

/**
 * /event/qr-code?event=NAME: the QR generator's answer without JavaScript (its
 * form asks here with a GET). The same generator, with the code the server drew
 * for this name, or the name's problem; the page needs no script (a download
 * link, a kiosk link, and the browser's Print for the sheet).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const { qrGenerator: words, eventNameErrors } = CATALOGUES.qrGenerator[language];
  const sent = url.searchParams.get("event");
  // Opened without a name (typed in, or a bookmark): the generator, as on its own page.
  if (sent === null) return { eventName: "" } satisfies QrAnswer;
  const parsed = EventNameSchema.safeParse(sent);
  if (!parsed.success || parsed.data === "") {
    const issue = parsed.error?.issues[0];
    // The schema's English, or the page language's words for what went wrong with the name.
    const worded =
      issue && eventNameErrors && wordedMessage({ ...issue, path: ["event"] }, eventNameErrors);
    const answer: QrAnswer = {
      eventName: sent.slice(0, FIELD_MAX.eventName),
      error: worded || issue?.message || words.required,
    };
    return data(answer, { status: 400 });
  }
  try {
    const QRCode = await import("qrcode");
    // Encoded for the site where the agent opened the generator, as the browser's code would be.
    const answer: QrAnswer = {
      eventName: parsed.data,
      generated: await generateQr(QRCode, url.origin, parsed.data, language),
    };
    return answer;
  } catch (error) {
    // The class only: the name is hers to say, not the log's.
    console.error(
      JSON.stringify({
        level: "error",
        msg: "generating QR code failed",
        error: error instanceof Error ? error.constructor.name : typeof error,
      }),
    );
    return data<QrAnswer>({ eventName: parsed.data, failed: true }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, ...place }) => {
  const words = CATALOGUES.qrGenerator[languageOf(place.location.pathname)].qrGenerator.answerMeta;
  return [
    ...getMeta(
      {
        title: loaderData?.generated
          ? fillTemplate(words.title, { event: loaderData.eventName })
          : words.untitled,
        description: words.description,
        // Like the sign-in page's: the page without the query that names the event.
        path: "/event/qr-code",
        image: "event",
      },
      place,
    ),
    // One name's answer: nothing for search engines.
    { name: "robots", content: "noindex" },
  ];
};

export default function EventQrCode({ loaderData }: Route.ComponentProps) {
  return <QrGenerator answer={loaderData} />;
}
