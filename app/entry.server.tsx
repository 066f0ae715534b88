import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import appCss from "./app.css?inline";
import { FormTokenContext } from "./utils/form-token.tsx";
import { InlineStylesheetContext } from "./utils/inline-stylesheet.tsx";
import { NonceProvider } from "./utils/nonce.tsx";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
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
