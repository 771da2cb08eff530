import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "./lib/nonce";
import { InlineStylesheetProvider } from "./lib/stylesheet";
import { builtStylesheet } from "./lib/stylesheet.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce ?? "";

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        {/* Kept pages carry the stylesheet (compressed once, served many times); a page rendered for
            one request (a form's answer, a signed-in admin) links it, and the browser keeps the file. */}
        <InlineStylesheetProvider value={loadContext.renderWhole ? builtStylesheet() : null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        // A part of the page that was ready with the rest stays in its place: React would otherwise
        // move a large one past its first 12.8 KB and put it in place with a script, which a
        // browser without JavaScript never runs (the event's registration form, say).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The page is sent whole, in one piece: every loader has finished before React starts, so
        // streaming would gain nothing, and the few KB pieces React writes would each go through
        // compression on their own, one turn of the event loop apiece, which a busy server makes long.
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
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
  });
}
