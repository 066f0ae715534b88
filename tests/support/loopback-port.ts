import { once } from "node:events";
import type { Server } from "node:net";

/** The port of a server a test started on 127.0.0.1, once it listens (a TCP address, never a pipe). */
export async function loopbackPort(server: Server): Promise<number> {
  if (!server.listening) await once(server, "listening");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the server has no TCP address");
  return address.port;
}
