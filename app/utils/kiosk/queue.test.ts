import { describe, expect, it } from "vitest";
import { DATED_AFTER_MS, postedFields, type QueuedSignIn } from "./queue.ts";

const queuedAt = Date.parse("2025-05-17T14:05:00Z");
const entry: QueuedSignIn = {
  id: "1",
  action: "/event/sign-in?event=Open%20House&kiosk=1",
  fields: [
    ["firstName", "Ada"],
    ["email", "ada@example.com"],
  ],
  queuedAt,
};

describe("postedFields", () => {
  it("posts a sign-in sent at once as the form holds it: the server dates it", () => {
    expect(postedFields(entry, queuedAt + 3_000)).toEqual(entry.fields);
  });

  it("adds the time the guest signed in to one that waited", () => {
    expect(postedFields(entry, queuedAt + DATED_AFTER_MS + 2 * 60 * 60_000)).toEqual([
      ...entry.fields,
      ["signedInAt", String(queuedAt)],
    ]);
  });
});
