import { describe, expect, it } from "vitest";
import { CATALOGUES } from "#content/catalogues.ts";
import { hostStatusText } from "./host-status.ts";

const idle = {
  waiting: 0,
  refused: 0,
  allSent: false,
  offlineReady: true,
  words: CATALOGUES.kiosk.en.kiosk.status,
};

describe("hostStatusText", () => {
  it("counts what waits and what was refused, before anything else", () => {
    expect(hostStatusText({ ...idle, waiting: 1, allSent: true })).toMatch(
      /^1 sign-in waiting to be sent\./,
    );
    expect(hostStatusText({ ...idle, refused: 2 })).toMatch(
      /^2 sign-ins could not be sent: .* They are kept on this tablet; please tell the office\.$/,
    );
    expect(hostStatusText({ ...idle, waiting: 3, refused: 1 })).toMatch(
      /^3 sign-ins waiting .* 1 sign-in could not be sent: .* It is kept on this tablet/,
    );
  });

  it("says the waiting ones went out, then that the kiosk is ready", () => {
    expect(hostStatusText({ ...idle, allSent: true })).toBe("All sign-ins sent.");
    expect(hostStatusText(idle)).toBe("Ready to work offline.");
    expect(hostStatusText({ ...idle, offlineReady: false })).toBe("");
  });

  it("speaks the language the kiosk shows, figures unchanged", () => {
    const chinese = { ...idle, words: CATALOGUES.kiosk["zh-Hans"].kiosk.status };
    expect(hostStatusText({ ...chinese, waiting: 3, refused: 1 })).toBe(
      `${chinese.words.waiting(3)} ${chinese.words.refused(1)}`,
    );
    expect(hostStatusText(chinese)).toBe(chinese.words.offlineReady);
  });
});
