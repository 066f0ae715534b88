import { describe, expect, it } from "vitest";
import { showEmailHints } from "./email-hint.ts";

/** The field as the module sees it: an input (an EventTarget with a value) and the hint's element. */
function field() {
  const input = Object.assign(new EventTarget(), { value: "" });
  const hint: { textContent: string | null } = { textContent: "" };
  showEmailHints(input, hint);
  const type = (value: string, event: "blur" | "input") => {
    input.value = value;
    input.dispatchEvent(new Event(event));
  };
  return { hint, type };
}

describe("the e-mail hint", () => {
  it("suggests the common domain when she leaves a mistyped address, without blocking", () => {
    const { hint, type } = field();
    type("sam@gmial.com", "blur");
    expect(hint.textContent).toBe("Did you mean gmail.com?");
    type("sam@gmail.com", "input");
    expect(hint.textContent).toBe("");
  });

  it("says nothing about an address that looks right", () => {
    const { hint, type } = field();
    type("sam@example.com", "blur");
    expect(hint.textContent).toBe("");
  });
});
