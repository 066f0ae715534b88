import { describe, expect, it } from "vitest";
import { isKioskUrl, kioskHomeLanguage, kioskUrlIn } from "./url.ts";

const at = (address: string) => new URL(address, "https://www.example.com");
const ENGLISH_KIOSK = at("/event/sign-in?event=Fall+Fair&kiosk=1");

describe("the kiosk's address in a guest's language", () => {
  it("is a kiosk in either language, the phone page in neither", () => {
    expect(isKioskUrl(ENGLISH_KIOSK)).toBe(true);
    expect(isKioskUrl(at("/zh/event/sign-in?event=Fall+Fair&kiosk=1"))).toBe(true);
    expect(isKioskUrl(at("/zh/event/sign-in?event=Fall+Fair"))).toBe(false);
  });

  it("keeps the event and the kiosk, and remembers the kiosk's own language while a guest switched", () => {
    const chinese = at(kioskUrlIn(ENGLISH_KIOSK, "zh-Hans"));
    expect(chinese.pathname).toBe("/zh/event/sign-in");
    expect(chinese.searchParams.get("event")).toBe("Fall Fair");
    expect(isKioskUrl(chinese)).toBe(true);
    expect(kioskHomeLanguage(chinese)).toBe("en");
    // Back to the kiosk's own language: the address it started with.
    expect(kioskUrlIn(chinese, "en")).toBe("/event/sign-in?event=Fall+Fair&kiosk=1");
    expect(kioskHomeLanguage(at("/zh/event/sign-in?kiosk=1"))).toBe("zh-Hans");
  });
});
