import { Readable } from "node:stream";

/** A workspace CSV as a download, streamed as it is read. */
export function csvDownload(stream: Readable, fileName: string) {
  // @types/node types Readable.toWeb's result as node:stream/web's ReadableStream, which the DOM
  // lib's Response does not take; at run time both are Node's one global ReadableStream.
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}
