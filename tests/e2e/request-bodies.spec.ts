/**
 * Request bodies on the shared browser-test server: declared or chunked over
 * the limit, trickled headers, and keep-alive after an early answer.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { mailsMentioning } from "./support/mail.ts";
import {
  expectCloseAfterEarlyAnswer,
  FORM,
  head,
  LIMIT,
  RawConnection,
  sharedPort,
  signInBody,
} from "./support/raw-http.ts";

test.describe("request bodies", () => {
  test("11.1: a body declared over 64 KB is refused with 413 before it is sent, and the connection closes", async ({
    baseURL,
  }) => {
    const connection = await RawConnection.open(sharedPort(baseURL));
    // 200 MB declared, none of it sent: the answer must not wait for the body.
    await connection.send(
      head("POST", "/contact", [
        ["Host", new URL(baseURL ?? "").host],
        ["Content-Type", FORM],
        ["Content-Length", 200 * 1024 * 1024],
      ]),
    );
    const response = await connection.response();
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe("close");
    expect(response.body.length).toBeLessThan(1000);
    expect(await connection.closed).toBe("end");
    connection.close();
  });

  test("a client that trickles its headers is answered 408 and cut off within seconds", async ({
    baseURL,
  }) => {
    const connection = await RawConnection.open(sharedPort(baseURL));
    const started = Date.now();
    // The request line and one header, then nothing: the headers never end.
    await connection.send(`GET / HTTP/1.1\r\nHost: ${new URL(baseURL ?? "").host}\r\n`);
    const response = await connection.response(20_000);
    expect(response.status).toBe(408);
    expect(await connection.closed).toBe("end");
    // 10 s allowed, checked every 2 s; Node's defaults held such a client for 60-90 s.
    expect(Date.now() - started).toBeLessThan(15_000);
    connection.close();
  });

  test("11.1: a chunked body is counted as it arrives and refused at 64 KB; nothing is stored", async ({
    baseURL,
  }) => {
    const marker = `Chunked${randomUUID().slice(0, 8)}`;
    const connection = await RawConnection.open(sharedPort(baseURL));
    await connection.send(
      head("POST", "/event/sign-in?event=Chunked", [
        ["Host", new URL(baseURL ?? "").host],
        ["Content-Type", FORM],
        ["Transfer-Encoding", "chunked"],
      ]),
    );
    const form = `${signInBody(marker)}&padding=`;
    const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
    await connection.send(chunk(form));
    // 16 KB at a time until just past 64 KB, then wait for the answer: the server
    // must answer without the end of the body. (Writing on after it has answered
    // and closed gets the connection reset, and a reset discards the answer unread.)
    for (let sent = form.length; sent <= LIMIT; sent += 16 * 1024) {
      if (!(await connection.send(chunk("x".repeat(16 * 1024))))) break;
    }
    const response = await connection.response();
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe("close");
    connection.close();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailsMentioning(marker)).toEqual([]);
  });

  test("11.1: a small chunked sign-in is still stored", async ({ baseURL }) => {
    const marker = `SmallChunk${randomUUID().slice(0, 8)}`;
    const body = signInBody(marker);
    const connection = await RawConnection.open(sharedPort(baseURL));
    await connection.send(
      `${head("POST", "/event/sign-in?event=Chunked", [
        ["Host", new URL(baseURL ?? "").host],
        ["Content-Type", FORM],
        ["Transfer-Encoding", "chunked"],
      ])}${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    const response = await connection.response();
    connection.close();
    expect(response.status).toBe(200);
    await expect.poll(async () => (await mailsMentioning(marker)).length).toBe(1);
  });

  test("11.9: after a cross-site post is refused unread, the keep-alive client is told to reconnect", async ({
    baseURL,
  }) => {
    await expectCloseAfterEarlyAnswer(
      sharedPort(baseURL),
      "/contact",
      [["Origin", "https://evil.example"]],
      403,
    );
  });

  test("11.9: a fully read post keeps the connection for the next request", async ({ baseURL }) => {
    const host = new URL(baseURL ?? "").host;
    const connection = await RawConnection.open(sharedPort(baseURL));
    const body = signInBody(`KeepAlive${randomUUID().slice(0, 8)}`);
    await connection.send(
      head("POST", "/event/sign-in?event=KeepAlive", [
        ["Host", host],
        ["Content-Type", FORM],
        ["Content-Length", Buffer.byteLength(body)],
      ]) + body,
    );
    expect((await connection.response()).status).toBe(200);
    await connection.send(head("GET", "/healthz", [["Host", host]]));
    expect((await connection.response()).status).toBe(200);
    connection.close();
  });
});
