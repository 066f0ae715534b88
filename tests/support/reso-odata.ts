/**
 * The part of OData 4 the RESO stub (tests/support/reso-stub.ts) understands: the `$filter`
 * expressions the feed worker sends (`eq ne gt ge lt le`, `in (...)`, `and`, `or`, parentheses;
 * string, number, boolean, date and timestamp literals), `$orderby`, `$select`, `$top`, `$skip`.
 * Anything else is refused with a 400, as a strict provider would, so a query the worker starts
 * sending unnoticed fails its tests instead of being answered wrongly.
 */

export type ODataRecord = Record<string, unknown>;
type Literal = string | number | boolean | null;
export type Filter =
  | { kind: "and" | "or"; left: Filter; right: Filter }
  | { kind: "compare"; field: string; op: string; value: Literal }
  | { kind: "in"; field: string; values: Literal[] };

export class ODataError extends Error {}

const TOKEN = /\s*('(?:[^']|'')*'|\(|\)|,|[A-Za-z_][\w.]*|[-+\d][\w:.+-]*)/y;

function tokens(text: string): string[] {
  const found: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match?.[1]) {
      if (text.slice(start).trim() === "") break;
      throw new ODataError(`cannot read $filter at "${text.slice(start, start + 20)}"`);
    }
    found.push(match[1]);
  }
  return found;
}

function literal(token: string | undefined): Literal {
  if (token === undefined) throw new ODataError("$filter ends too early");
  if (token.startsWith("'")) return token.slice(1, -1).replaceAll("''", "'");
  if (token === "true" || token === "false") return token === "true";
  if (token === "null") return null;
  // Dates and timestamps are compared as instants; a bare number stays a number.
  if (/^\d{4}-\d{2}-\d{2}/.test(token)) return token;
  const number = Number(token);
  if (Number.isNaN(number)) throw new ODataError(`not a value: ${token}`);
  return number;
}

/** Parses a `$filter` expression ("and" binds tighter than "or"). */
export function parseFilter(text: string): Filter {
  const list = tokens(text);
  let at = 0;
  const next = () => list[at++];
  const expect = (token: string) => {
    if (next() !== token) throw new ODataError(`expected "${token}" in $filter`);
  };
  const term = (): Filter => {
    if (list[at] === "(") {
      next();
      const inner = or();
      expect(")");
      return inner;
    }
    const field = next();
    const op = next();
    if (!field || !op) throw new ODataError("$filter ends too early");
    if (op === "in") {
      expect("(");
      const values: Literal[] = [];
      do values.push(literal(next()));
      while (list[at] === "," && next());
      expect(")");
      return { kind: "in", field, values };
    }
    if (!["eq", "ne", "gt", "ge", "lt", "le"].includes(op))
      throw new ODataError(`operator ${op} is not supported`);
    return { kind: "compare", field, op, value: literal(next()) };
  };
  const and = (): Filter => {
    let left = term();
    while (list[at] === "and") {
      next();
      left = { kind: "and", left, right: term() };
    }
    return left;
  };
  const or = (): Filter => {
    let left = and();
    while (list[at] === "or") {
      next();
      left = { kind: "or", left, right: and() };
    }
    return left;
  };
  const filter = or();
  if (at !== list.length) throw new ODataError(`unexpected "${list[at]}" in $filter`);
  return filter;
}

/** Orders two field values: timestamps and dates as instants, numbers as numbers, text as text. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  // ISO timestamps of one shape order as text (the stub writes them all as toISOString does);
  // others as instants.
  if (
    typeof a === "string" &&
    typeof b === "string" &&
    a.length !== b.length &&
    /^\d{4}-\d{2}-\d{2}/.test(b)
  ) {
    const difference = Date.parse(a) - Date.parse(b);
    if (!Number.isNaN(difference)) return Math.sign(difference);
  }
  if (typeof a === "number" && typeof b === "number") return Math.sign(a - b);
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** The values a filter requires of a field (`Field in (...)` or `Field eq ...`, alone or and-ed). */
export function requiredValues(filter: Filter, field: string): Literal[] | undefined {
  if (filter.kind === "in" && filter.field === field) return filter.values;
  if (filter.kind === "compare" && filter.op === "eq" && filter.field === field)
    return [filter.value];
  if (filter.kind === "and")
    return requiredValues(filter.left, field) ?? requiredValues(filter.right, field);
  return undefined;
}

export function matches(filter: Filter, record: ODataRecord): boolean {
  switch (filter.kind) {
    case "and":
      return matches(filter.left, record) && matches(filter.right, record);
    case "or":
      return matches(filter.left, record) || matches(filter.right, record);
    case "in":
      return filter.values.includes(record[filter.field] as Literal);
    case "compare": {
      const value = record[filter.field];
      if (filter.op === "eq") return (value ?? null) === filter.value;
      if (filter.op === "ne") return (value ?? null) !== filter.value;
      if (value === null || value === undefined) return false;
      const order = compareValues(value, filter.value);
      return filter.op === "gt"
        ? order > 0
        : filter.op === "ge"
          ? order >= 0
          : filter.op === "lt"
            ? order < 0
            : order <= 0;
    }
  }
}

/** `$orderby=ModificationTimestamp,ListingKey desc` as a comparator. */
export function orderBy(text: string): (a: ODataRecord, b: ODataRecord) => number {
  const keys = text.split(",").map((part) => {
    const [field = "", direction = "asc"] = part.trim().split(/\s+/);
    if (direction !== "asc" && direction !== "desc")
      throw new ODataError(`cannot order by ${part}`);
    return { field, sign: direction === "asc" ? 1 : -1 };
  });
  return (a, b) => {
    for (const { field, sign } of keys) {
      const order = compareValues(a[field], b[field]);
      if (order !== 0) return order * sign;
    }
    return 0;
  };
}

/** `$select=ListingKey,ModificationTimestamp`: only those fields of each record. */
export const selectFields = (record: ODataRecord, select: string | null) =>
  select
    ? Object.fromEntries(
        select
          .split(",")
          .map((field) => field.trim())
          .filter((field) => field in record)
          .map((field) => [field, record[field]]),
      )
    : record;
