import { describe, expect, it } from "vitest";
import { multiLineText, oneLineText } from "./control-characters.ts";

describe("control characters in what the team types", () => {
  it("a one-line field: line breaks and tabs become spaces, every other control is dropped", () => {
    expect(oneLineText("12 Elm\rStreet")).toBe("12 Elm Street");
    expect(oneLineText("12 Elm\r\nStreet\tUnit 2")).toBe("12 Elm Street Unit 2");
    expect(oneLineText("Spring\u000b Market\u0000\u0001\u001b\u007f")).toBe("Spring Market");
    expect(oneLineText("Café, 3 beds · 2 baths")).toBe("Café, 3 beds · 2 baths");
  });

  it("a multi-line field keeps tab and line feed, makes every CR a line feed, drops the rest", () => {
    expect(multiLineText("one\r\ntwo\rthree\n\tfour")).toBe("one\ntwo\nthree\n\tfour");
    expect(multiLineText("a\u0000b\u000bc\u000cd\u001fe\u007f")).toBe("abcde");
  });
});
