/**
 * A local RESO Web API on 127.0.0.1 for the MLS feed's tests, the benchmark and the search's
 * browser test: what a provider such as Bridge or Trestle answers, small enough to read.
 *
 *   const stub = await startResoStub({ listings: 30 });
 *   // stub.env: RESO_API_URL, RESO_TOKEN_URL, RESO_CLIENT_ID, RESO_CLIENT_SECRET, IDX_DISCLAIMER
 *   stub.change(key, { ListPrice: 1_200_000 })  a home changes (a new ModificationTimestamp)
 *   stub.drop(key)             a home is deleted from the feed without a change
 *   stub.add({ City: "Newton" })  a home new to the feed, the next generated one with these fields
 *   stub.fault("Property", { status: 429, retryAfter: 1 }, { after: 1 })
 *                              the second Property request after this answers 429 (then normal)
 *   stub.requests              every request: resource, status, query
 *   await stub.close()
 *
 * - `POST /oauth2/token`: OAuth2 client credentials (form body or HTTP Basic), a bearer token
 *   valid `tokenSeconds` (default 3600); an expired or unknown token gets 401.
 * - `GET /odata/Property|Media|OpenHouse`: `$filter` (tests/support/reso-odata.ts: the subset the
 *   worker sends), `$orderby`, `$select`, `$top` (Property at most `maxPageSize`, default 1000, so
 *   a test pages through few homes; Media and OpenHouse at most 1000), `$skip`,
 *   `$count=true` (`@odata.count`), and `@odata.nextLink` while more remain.
 * - `GET /photos/<ListingKey>/<Order>.svg`: each home's photos, small SVGs of 1024 × 683.
 * - Faults, each used once: `{ status: 429, retryAfter }`, `{ status: 500 }`, `"garbage"` (a 200
 *   that is not JSON), `"wrong-shape"` (JSON that is not a RESO answer), `"expire-token"` (every
 *   token issued so far expires, so the request gets 401).
 * Homes come from tests/support/reso-listings.ts: realistic Greater Boston homes, each the same
 * whatever the feed's size; the first `listings` of them, changed a minute apart, ending now.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { loopbackPort } from "./loopback-port.ts";
import {
  STUB_PHOTO,
  stubListing,
  stubListingKey,
  stubMedia,
  stubOpenHouses,
} from "./reso-listings.ts";
import {
  type Filter,
  matches,
  ODataError,
  type ODataRecord,
  orderBy,
  parseFilter,
  requiredValues,
  selectFields,
} from "./reso-odata.ts";

export type ResoResource = "Property" | "Media" | "OpenHouse";
export type ResoFault =
  | { status: 429; retryAfter?: number }
  | { status: 500 }
  | "garbage"
  | "wrong-shape"
  | "expire-token";
export type ResoRequest = { resource: ResoResource | "token"; status: number; query: string };

export type ResoStub = {
  readonly url: string;
  /** The environment a server needs to replicate from this stub. */
  readonly env: Record<string, string>;
  readonly requests: ResoRequest[];
  /** The feed's Property record of a key, as the stub would send it now. */
  listing: (key: string) => ODataRecord | undefined;
  /** Every ListingKey in the feed, in the order of their last change. */
  keys: () => string[];
  /** Changes a home's fields; it gets a new ModificationTimestamp (and photos, if `PhotosCount` changes). */
  change: (key: string, fields: ODataRecord) => ODataRecord;
  /** Deletes a home from the feed without a change, as a provider's purge does. */
  drop: (key: string) => void;
  /** Lists a new home: the feed's next generated one, with `fields` over it, changed now. */
  add: (fields: ODataRecord) => ODataRecord;
  /** Answers the request after the next `after` (default 0) to `resource` with the fault. */
  fault: (resource: ResoResource | "token", fault: ResoFault, options?: { after?: number }) => void;
  close: () => Promise<void>;
};

type Options = {
  /** How many homes the feed holds (default 30). */
  listings?: number;
  tokenSeconds?: number;
  /** The most homes a page of Property holds, whatever `$top` asks. */
  maxPageSize?: number;
};

export const RESO_STUB_CLIENT = { id: "stub-client", secret: "stub-secret-0123456789" } as const;
const CHANGE_STEP_MS = 60_000;
/** The order the worker asks for: the stub keeps Property records in it. */
const CHANGE_ORDER = "ModificationTimestamp,ListingKey";

export async function startResoStub({
  listings = 30,
  tokenSeconds = 3600,
  maxPageSize = 1000,
}: Options = {}): Promise<ResoStub> {
  const now = Date.now();
  const properties: ODataRecord[] = Array.from({ length: listings }, (_, index) =>
    stubListing(index + 1, new Date(now - (listings - index) * CHANGE_STEP_MS)),
  );
  const byKey = new Map(properties.map((record) => [String(record.ListingKey), record]));
  const tokens = new Map<string, number>();
  const faults: { resource: ResoResource | "token"; fault: ResoFault; after: number }[] = [];
  const requests: ResoRequest[] = [];
  let issued = 0;
  /** Homes added after the start: the next one is generated as home `listings + added + 1`. */
  let added = 0;
  let url = "";

  const photoUrl = (key: string, order: number) => `${url}/photos/${key}/${order}.svg`;
  const findIndex = (key: string) => properties.findIndex((record) => record.ListingKey === key);

  function takeFault(resource: ResoResource | "token") {
    const index = faults.findIndex((entry) => entry.resource === resource);
    const entry = faults[index];
    if (!entry) return undefined;
    if (entry.after > 0) {
      entry.after -= 1;
      return undefined;
    }
    faults.splice(index, 1);
    return entry.fault;
  }

  /** The records a resource query looks at: photos and open houses only of the homes it names. */
  function candidates(resource: ResoResource, filter: Filter | undefined): ODataRecord[] {
    if (resource === "Property") return properties;
    const field = resource === "Media" ? "ResourceRecordKey" : "ListingKey";
    const named = filter && requiredValues(filter, field);
    const homes: ODataRecord[] = named
      ? named.flatMap((key) => {
          const home = byKey.get(String(key));
          return home ? [home] : [];
        })
      : properties;
    return homes.flatMap((home: ODataRecord): ODataRecord[] =>
      resource === "Media" ? stubMedia(home, photoUrl) : stubOpenHouses(home, new Date(now)),
    );
  }

  function query(resource: ResoResource, search: URLSearchParams) {
    const filterText = search.get("$filter");
    const filter = filterText ? parseFilter(filterText) : undefined;
    let found = candidates(resource, filter).filter((record) => !filter || matches(filter, record));
    const order = search.get("$orderby");
    if (order && !(resource === "Property" && order.replaceAll(" asc", "") === CHANGE_ORDER))
      found = [...found].sort(orderBy(order));
    const cap = resource === "Property" ? maxPageSize : 1000;
    const top = Math.min(Number(search.get("$top") ?? cap), cap);
    const skip = Number(search.get("$skip") ?? 0);
    if (!Number.isInteger(top) || !Number.isInteger(skip) || top < 1 || skip < 0)
      throw new ODataError("$top and $skip must be whole numbers");
    const page = found.slice(skip, skip + top);
    const body: ODataRecord = {
      "@odata.context": `${url}/odata/$metadata#${resource}`,
      value: page.map((record) => selectFields(record, search.get("$select"))),
    };
    if (search.get("$count") === "true") body["@odata.count"] = found.length;
    if (skip + top < found.length) {
      const next = new URLSearchParams(search);
      next.set("$top", String(top));
      next.set("$skip", String(skip + top));
      body["@odata.nextLink"] = `${url}/odata/${resource}?${next}`;
    }
    return body;
  }

  function send(res: ServerResponse, status: number, body: string, headers = {}) {
    res.writeHead(status, { "Content-Type": "application/json", ...headers });
    res.end(body);
  }

  function answerToken(req: IncomingMessage, body: string, res: ServerResponse) {
    const form = new URLSearchParams(body);
    const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, "base64").toString().split(":") : [];
    const id = form.get("client_id") ?? basicId;
    const secret = form.get("client_secret") ?? basicSecret;
    if (form.get("grant_type") !== "client_credentials")
      return send(res, 400, JSON.stringify({ error: "unsupported_grant_type" }));
    if (id !== RESO_STUB_CLIENT.id || secret !== RESO_STUB_CLIENT.secret)
      return send(res, 401, JSON.stringify({ error: "invalid_client" }));
    issued += 1;
    const token = `stub-token-${issued}`;
    tokens.set(token, Date.now() + tokenSeconds * 1000);
    send(
      res,
      200,
      JSON.stringify({ access_token: token, token_type: "Bearer", expires_in: tokenSeconds }),
    );
  }

  function answerResource(
    req: IncomingMessage,
    resource: ResoResource,
    search: URLSearchParams,
    res: ServerResponse,
  ): number {
    const fault = takeFault(resource);
    if (fault === "expire-token") for (const token of tokens.keys()) tokens.set(token, 0);
    const token = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1] ?? "";
    if ((tokens.get(token) ?? 0) <= Date.now()) {
      send(res, 401, JSON.stringify({ error: "invalid_token" }), {
        "WWW-Authenticate": 'Bearer error="invalid_token"',
      });
      return 401;
    }
    if (fault === "garbage") {
      send(res, 200, "<html><body>Service temporarily unavailable</body></html>");
      return 200;
    }
    if (fault === "wrong-shape") {
      send(res, 200, JSON.stringify({ value: [{ ListingKey: 12, ListPrice: "call agent" }] }));
      return 200;
    }
    if (fault && fault !== "expire-token") {
      const headers = fault.status === 429 ? { "Retry-After": String(fault.retryAfter ?? 1) } : {};
      send(res, fault.status, JSON.stringify({ error: "stub fault" }), headers);
      return fault.status;
    }
    try {
      send(res, 200, JSON.stringify(query(resource, search)));
      return 200;
    } catch (error) {
      if (!(error instanceof ODataError)) throw error;
      send(res, 400, JSON.stringify({ error: { message: error.message } }));
      return 400;
    }
  }

  function answerPhoto(path: string, res: ServerResponse) {
    const [, key = "", order = "1"] = path.match(/^\/photos\/([^/]+)\/(\d+)\.svg$/) ?? [];
    const hue = (Number(key.replace(/\D/g, "")) * 47 + Number(order) * 31) % 360;
    res.writeHead(byKey.has(key) ? 200 : 404, {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=86400",
    });
    res.end(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${STUB_PHOTO.width}" height="${STUB_PHOTO.height}" viewBox="0 0 ${STUB_PHOTO.width} ${STUB_PHOTO.height}"><rect width="100%" height="100%" fill="hsl(${hue} 35% 72%)"/><path d="M312 420 512 250 712 420V560H312Z" fill="hsl(${hue} 30% 45%)"/></svg>`,
    );
  }

  /** A home's fields change; it gets a new ModificationTimestamp (and photos, if PhotosCount changes). */
  function change(key: string, fields: ODataRecord) {
    const index = findIndex(key);
    const record = properties[index];
    if (!record) throw new Error(`no home ${key} in the stub's feed`);
    const last = Date.parse(String(properties.at(-1)?.ModificationTimestamp));
    const stamp = new Date(Math.max(Date.now(), last + 1)).toISOString();
    const changed: ODataRecord = { ...record, ...fields, ModificationTimestamp: stamp };
    if ("PhotosCount" in fields) changed.PhotosChangeTimestamp = stamp;
    properties.splice(index, 1);
    properties.push(changed);
    byKey.set(key, changed);
    return changed;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const target = new URL(req.url ?? "/", url);
      const resource = target.pathname.match(/^\/odata\/(Property|Media|OpenHouse)$/)?.[1] as
        | ResoResource
        | undefined;
      if (req.method === "POST" && target.pathname === "/oauth2/token") {
        const fault = takeFault("token");
        if (fault && typeof fault === "object") send(res, fault.status, "{}");
        else answerToken(req, Buffer.concat(chunks).toString(), res);
        requests.push({ resource: "token", status: res.statusCode, query: "" });
      } else if (req.method === "GET" && resource) {
        const status = answerResource(req, resource, target.searchParams, res);
        requests.push({ resource, status, query: target.search });
      } else if (req.method === "GET" && target.pathname.startsWith("/photos/")) {
        answerPhoto(target.pathname, res);
      } else send(res, 404, "{}");
    });
  });
  server.listen(0, "127.0.0.1");
  url = `http://127.0.0.1:${await loopbackPort(server)}`;

  return {
    url,
    env: {
      RESO_API_URL: `${url}/odata`,
      RESO_TOKEN_URL: `${url}/oauth2/token`,
      RESO_CLIENT_ID: RESO_STUB_CLIENT.id,
      RESO_CLIENT_SECRET: RESO_STUB_CLIENT.secret,
      IDX_DISCLAIMER:
        "The property listing data and information set forth herein were provided to MLS Property Information Network, Inc. from third party sources (a stub's disclaimer).",
    },
    requests,
    listing: (key) => byKey.get(key),
    keys: () => properties.map((record) => String(record.ListingKey)),
    change,
    add(fields) {
      // Stamped as the feed's last change until `change` stamps it later than that.
      const last = properties.at(-1)?.ModificationTimestamp;
      const record = stubListing(listings + added + 1, last ? new Date(String(last)) : new Date(0));
      added += 1;
      const key = String(record.ListingKey);
      properties.push(record);
      byKey.set(key, record);
      return change(key, { ...fields, PhotosCount: record.PhotosCount });
    },
    drop(key) {
      const index = findIndex(key);
      if (index < 0) throw new Error(`no home ${key} in the stub's feed`);
      properties.splice(index, 1);
      byKey.delete(key);
    },
    fault(resource, fault, { after = 0 } = {}) {
      faults.push({ resource, fault, after });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export { stubListingKey };
