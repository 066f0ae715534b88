/**
 * A receiver on loopback for the CRM hand-off tests: Follow Up Boss and the
 * webhook are pointed at it (FUB_API_URL, LEAD_WEBHOOK_URL). It records every
 * request and answers as the test says: a status and body, or no answer at all
 * ("hang") until `releaseHung()` cuts the connection.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import { waitUntil } from "./wait.ts";

export type StubRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as received (the webhook's signature is over these bytes). */
  body: string;
  /** The status the stub answered with; undefined while hung (or never answered). */
  answered?: number;
};

export type StubAnswer = { status: number; body?: string; contentType?: string } | "hang";

export type HttpStub = {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly requests: StubRequest[];
  /** Decides each answer from the request and how many came before it to the same path. */
  answer: (request: StubRequest, earlierOnPath: number) => StubAnswer;
  /** The requests to one path, in arrival order. */
  to: (path: string) => StubRequest[];
  waitForRequests: (path: string, count: number) => Promise<StubRequest[]>;
  /** Cuts the connections of hung requests: their senders see a network error. */
  releaseHung: () => void;
  close: () => Promise<void>;
};

const OK: StubAnswer = { status: 200, body: "{}" };

export async function startHttpStub(): Promise<HttpStub> {
  const requests: StubRequest[] = [];
  const hung = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request: StubRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      const earlier = requests.filter((r) => r.path === request.path).length;
      requests.push(request);
      const answer = stub.answer(request, earlier);
      if (answer === "hang") {
        hung.add(res);
        return;
      }
      request.answered = answer.status;
      res.writeHead(answer.status, { "Content-Type": answer.contentType ?? "application/json" });
      res.end(answer.status === 204 ? undefined : answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const stub: HttpStub = {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: () => OK,
    to: (path) => requests.filter((request) => request.path === path),
    waitForRequests: (path, count) =>
      waitUntil(`${count} request(s) to ${path}`, () => {
        const received = stub.to(path);
        return received.length >= count ? received : undefined;
      }),
    releaseHung() {
      for (const res of hung) res.socket?.destroy();
      hung.clear();
    },
    async close() {
      stub.releaseHung();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return stub;
}
