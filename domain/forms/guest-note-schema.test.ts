import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fields.ts";
import { GuestNoteSchema, guestNoteFields } from "./guest-note-schema.ts";

const posted = (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return GuestNoteSchema.safeParse(guestNoteFields(form));
};
const note: [string, string][] = [
  ["subject", "27 Walnut Park, Newton, Sun Nov 29"],
  ["message", "Offers are due Tuesday.\n\nCall me with any question."],
  ["sendKey", "0b6c3f0e-3c1f-4a55-9d7e-1f0f2a3b4c5d"],
];

describe("the note to an open house's guests", () => {
  it("goes to all guests, or to the ticked ones, keeping the note's line breaks", () => {
    const all = posted([...note, ["to", "all"]]);
    expect(all.success && all.data).toMatchObject({ to: "all", guest: [] });
    expect(all.success && all.data.message).toBe(
      "Offers are due Tuesday.\n\nCall me with any question.",
    );
    const chosen = posted([...note, ["to", "chosen"], ["guest", "4"], ["guest", "9"]]);
    expect(chosen.success && chosen.data.guest).toEqual([4, 9]);
  });

  it("asks for a guest when none is ticked, and for the note when it is empty", () => {
    const none = posted([...note, ["to", "chosen"]]);
    expect(none.success || fieldErrors(none.error).guest).toEqual([
      "Tick at least one guest in the list, or e-mail all guests.",
    ]);
    const empty = posted([
      ["subject", "Hello"],
      ["message", "   "],
      ["sendKey", "0b6c3f0e-3c1f-4a55-9d7e-1f0f2a3b4c5d"],
      ["to", "all"],
    ]);
    expect(empty.success || fieldErrors(empty.error).message).toEqual([
      "Write the note before sending it.",
    ]);
  });

  it("refuses a post without the page's send key, which makes a double click send once", () => {
    const keyless = posted([...note.slice(0, 2), ["to", "all"]]);
    expect(keyless.success).toBe(false);
  });
});
