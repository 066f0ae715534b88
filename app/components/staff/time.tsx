import { formatDateTime, isoOf } from "./format.ts";

type When = string | Date;

/** A moment as the workspace shows it (Boston time, by `format`), machine-readable in `dateTime`. */
export function Time({
  at,
  format = formatDateTime,
}: {
  at: When;
  format?: (value: When) => string;
}) {
  return <time dateTime={isoOf(at)}>{format(at)}</time>;
}
