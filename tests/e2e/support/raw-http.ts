/**
 * Raw HTTP for the hostile-input tests: what browsers and fetch() refuse to
 * send (malformed heads, trickled or chunked bodies, keep-alive after an early
 * answer) goes over a socket of its own (node:net).
 */
import { randomUUID } from "node:crypto";
import { connect, type Socket } from "node:net";
import { expect } from "@playwright/test";

/** The body limit the server enforces (server/body-limit.ts). */
export const LIMIT = 64 * 1024;

type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** One TCP connection that sends raw bytes and reads HTTP/1.1 responses off it in order. */
export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  /** "end": the server closed the connection cleanly; "reset": it was torn down (ECONNRESET). */
  readonly closed: Promise<"end" | "reset">;

  private constructor(private readonly socket: Socket) {
    socket.on("data", (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      let reset = false;
      socket.on("error", () => {
        reset = true;
      });
      socket.on("close", () => {
        resolve(reset ? "reset" : "end");
        this.wake();
      });
    });
  }

  static open(port: number, localAddress?: string) {
    return new Promise<RawConnection>((resolve, reject) => {
      const socket = connect({ port, host: "127.0.0.1", localAddress }, () =>
        resolve(new RawConnection(socket)),
      );
      socket.once("error", reject);
    });
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  private async until(ready: () => boolean, what: string, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      if (this.socket.destroyed) throw new Error(`connection closed while waiting for ${what}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** Writes bytes; false when the server has already closed the connection. */
  send(data: string | Buffer) {
    return new Promise<boolean>((resolve) => {
      if (this.socket.destroyed || !this.socket.writable) return resolve(false);
      this.socket.write(data, (error) => resolve(!error));
    });
  }

  /** The next complete response (Content-Length or chunked body). */
  async response(timeoutMs?: number): Promise<RawResponse> {
    await this.until(() => this.buffer.includes("\r\n\r\n"), "response headers", timeoutMs);
    const headEnd = this.buffer.indexOf("\r\n\r\n");
    const [statusLine = "", ...lines] = this.buffer.subarray(0, headEnd).toString().split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let body: Buffer;
    if (headers["transfer-encoding"] === "chunked") {
      // Read chunk by chunk as the bytes arrive; a malformed size is an error, never a loop.
      const parts: Buffer[] = [];
      let at = headEnd + 4;
      for (;;) {
        await this.until(() => this.buffer.indexOf("\r\n", at) >= 0, "chunk size");
        const lineEnd = this.buffer.indexOf("\r\n", at);
        const sizeText = this.buffer.subarray(at, lineEnd).toString();
        const size = Number.parseInt(sizeText, 16);
        if (!/^[0-9a-f]+$/i.test(sizeText) || !Number.isSafeInteger(size))
          throw new Error(`malformed chunk size ${JSON.stringify(sizeText)}`);
        const dataEnd = lineEnd + 2 + size;
        await this.until(() => this.buffer.length >= dataEnd + 2, "chunk data");
        at = dataEnd + 2;
        if (size === 0) break;
        parts.push(this.buffer.subarray(lineEnd + 2, dataEnd));
      }
      body = Buffer.concat(parts);
      this.buffer = this.buffer.subarray(at);
    } else {
      const length = Number(headers["content-length"] ?? 0);
      await this.until(() => this.buffer.length - headEnd - 4 >= length, "response body");
      const rest = this.buffer.subarray(headEnd + 4);
      body = rest.subarray(0, length);
      this.buffer = rest.subarray(length);
    }
    return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString() };
  }

  close() {
    this.socket.destroy();
  }
}

/** A request's head as raw text (CRLF line ends), headers given exactly as written. */
export function head(method: string, path: string, headers: [string, string | number][]) {
  return `${method} ${path} HTTP/1.1\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n`;
}

/** One request on a fresh connection. */
export async function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: [string, string | number][],
  body = "",
  localAddress?: string,
) {
  const connection = await RawConnection.open(port, localAddress);
  try {
    await connection.send(head(method, path, headers) + body);
    return await connection.response();
  } finally {
    connection.close();
  }
}

/**
 * Posts a form that declares 60 KB and sends 2 KB of it, expects `status` at
 * once, told to close the connection (the rest of the body was never read),
 * and a clean close, not a reset.
 */
export async function expectCloseAfterEarlyAnswer(
  port: number,
  path: string,
  headers: [string, string][],
  status: number,
  localAddress?: string,
) {
  const connection = await RawConnection.open(port, localAddress);
  try {
    await connection.send(
      head("POST", path, [
        ["Host", "localhost"],
        ...headers,
        ["Content-Type", FORM],
        ["Content-Length", 60_000],
      ]) + "a=".padEnd(2048, "x"),
    );
    const response = await connection.response();
    expect(response.status).toBe(status);
    expect(response.headers.connection).toBe("close");
    expect(await connection.closed).toBe("end");
  } finally {
    connection.close();
  }
}

/** A sign-in as the form posts it, marked with a name only this test uses. */
export function signInBody(marker: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    firstName: "Hostile",
    lastName: marker,
    email: `${marker.toLowerCase()}@example.com`,
    phone: "6175550100",
    form_token: randomUUID(),
    ...extra,
  }).toString();
}

export const FORM = "application/x-www-form-urlencoded";

/** The port of the server playwright.config.ts started. */
export function sharedPort(baseURL: string | undefined) {
  return Number(new URL(baseURL ?? "http://localhost:3210").port);
}
