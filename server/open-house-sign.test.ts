import jsQR from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { sourceName, visitAttribution } from "#domain/attribution.ts";
import { openHouseQrPng, openHouseQrUrl, openHouseSignInUrl } from "./open-house-sign.ts";

describe("the open house's printed code", () => {
  it("links the short address with tags that name the sign, so a sign-in from it says so", () => {
    const url = openHouseQrUrl("https://www.example.com", {
      code: "K7M3P",
      street: "12 Elm St",
      unit: "",
    });
    expect(url).toBe(
      "https://www.example.com/oh/K7M3P?utm_source=open-house-sign&utm_medium=qr&utm_campaign=12+Elm+St+open+house",
    );
    expect(sourceName(visitAttribution(new URL(url), null, ["www.example.com"]))).toBe(
      "QR: 12 Elm St open house",
    );
  });
});

describe("the open house's print PNG", () => {
  it("is at least 1200 px wide, its code the short address, with room for the lines under it", async () => {
    const url = openHouseSignInUrl("https://www.example.com", "K7M3P");
    expect(url).toBe("https://www.example.com/oh/K7M3P");
    const png = PNG.sync.read(
      await openHouseQrPng({
        url,
        street: "1234 Commonwealth Avenue, Unit PH-B with a long name",
        town: "Newton, MA 02458",
        when: "Saturday, December 5, 1:00 PM – 3:00 PM",
        shortAddress: "www.example.com/oh/K7M3P",
      }),
    );
    expect(png.width).toBeGreaterThanOrEqual(1200);
    expect(png.height).toBeGreaterThan(png.width);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(url);
  });

  it("is made when a street stored before the form dropped control characters holds one", async () => {
    const png = await openHouseQrPng({
      url: "https://www.example.com/oh/K7M3P",
      street: "12 Elm\u0001Street\u000b",
      town: "Newton, MA 02458",
      when: "Saturday, December 5, 1:00 PM – 3:00 PM",
      shortAddress: "www.example.com/oh/K7M3P",
    });
    expect(PNG.sync.read(png).width).toBeGreaterThanOrEqual(1200);
  });
});
