/**
 * The cells of a CSV download as the workspace writes it (server/staff/csv.ts): a byte-order mark,
 * Windows line ends. Only for downloads whose cells need no quotes: a quoted cell fails the test
 * rather than being split wrong.
 */
import type { Readable } from "node:stream";

export async function csvCells(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks).subarray(3).toString("utf8");
  if (text.includes('"')) throw new Error("a quoted cell: read this download with a CSV parser");
  return text
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));
}
