import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { withoutQueryParameters } from "#server/loggable-error.ts";
import appCss from "./app.css?inline";
import { FormTokenContext } from "./utils/form-token.tsx";
import { InlineStylesheetContext } from "./utils/inline-stylesheet.tsx";
import { methodNotAllowed } from "./utils/method-not-allowed.ts";
import { NonceProvider } from "./utils/nonce.tsx";

export const streamTimeout = 5_000;

/**
 * What the framework reports while answering. A 4xx it raised itself (a POST
 * to a page that has no form: 405; an unknown path: 404) is the client's
 * mistake, already answered and logged as the request's one line, so it gets
 * no stack trace: anyone could fill the log with them. A request the client
 * abandoned is not an error. Anything else is logged whole.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(withoutQueryParameters(error));
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A POST to a page that has no form: React Router answers 405 with its error page ("Something
  // went wrong"). Say what happened instead, in one line.
  if (responseStatusCode === 405) return methodNotAllowed(responseHeaders);

  // Bots, prerendering and SPA mode get the whole document at once; browsers get it streamed.
  const waitForAll =
    isbot(request.headers.get("user-agent") ?? "") ||
    routerContext.isSpaMode ||
    !loadContext?.cspNonce;
  const nonce = loadContext?.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStylesheetContext.Provider value={appCss}>
          <FormTokenContext.Provider value={loadContext?.formToken}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </FormTokenContext.Provider>
        </InlineStylesheetContext.Provider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
