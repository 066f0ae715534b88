import { describe, expect, it } from "vitest";
import slotTable from "./image-slots.json";
import { IMAGE_SLOTS, slotOf } from "./image-slots.ts";

describe("image slots", () => {
  it("are the JSON table's, the one the image build script reads", () => {
    expect(IMAGE_SLOTS).toEqual(slotTable);
  });

  it("name an image's slot by its first folder", () => {
    expect(slotOf("blog/buying-in-winter")).toBe("blog");
    expect(slotOf("portfolio/12-elm-street")).toBe("portfolio");
  });

  it("refuse an id whose first folder is no slot, an object's own property names included", () => {
    for (const id of ["cats/tabby", "", "toString/x", "constructor/x", "__proto__/x"])
      expect(() => slotOf(id), id).toThrow(/names no known slot/);
  });
});
