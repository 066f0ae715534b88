import { describe, expect, it } from "vitest";
import { CATALOGUES } from "#content/catalogues.ts";
import { EMAIL_HINT_WORDS } from "#domain/email-typo.ts";
import { showEmailHints } from "./email-hint.ts";

/** The field as the module sees it: an input (an EventTarget with a value) and the hint's element. */
function field(words = EMAIL_HINT_WORDS) {
  const input = Object.assign(new EventTarget(), { value: "" });
  const hint: { textContent: string | null } = { textContent: "" };
  showEmailHints(input, hint, words);
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

  it("asks in the page's language", () => {
    const words = CATALOGUES.forms["zh-Hans"].emailCorrection.hint;
    const { hint, type } = field(words);
    type("sam@gmial.com", "blur");
    expect(hint.textContent).toBe(words.replace("{domain}", "gmail.com"));
    expect(hint.textContent).not.toContain("Did you mean");
  });

  it("says nothing about an address that looks right", () => {
    const { hint, type } = field();
    type("sam@example.com", "blur");
    expect(hint.textContent).toBe("");
  });
});
