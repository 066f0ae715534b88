import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { callRoute, type Handler } from "#tests/support/route-calls.ts";
import { loader } from "./event-qr-code.tsx";

// The encoder fails as it does when it cannot draw (out of memory, a broken install).
vi.mock("qrcode", () => {
  const fail = () => {
    throw new RangeError("cannot draw");
  };
  return { default: { create: fail, toDataURL: fail }, create: fail, toDataURL: fail };
});

describe("the QR generator's answer without JavaScript", () => {
  it("says 'Failed to generate QR code' when drawing fails: a 500 that keeps the name, logged without it", async () => {
    const error = vi.mocked(console.error);
    error.mockImplementation(() => {});
    const name = "Spring Open House at 12 Elm Road";
    const answer = await callRoute(
      loader as Handler,
      new Request(`http://localhost/event/qr-code?event=${encodeURIComponent(name)}`),
      {} as AppLoadContext,
    );
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ eventName: name, failed: true });
    expect(error).toHaveBeenCalledTimes(1);
    const line = String(error.mock.calls[0]?.[0]);
    expect(JSON.parse(line)).toEqual({
      level: "error",
      msg: "generating QR code failed",
      error: "RangeError",
    });
    expect(line).not.toContain("Elm");
  });
});
