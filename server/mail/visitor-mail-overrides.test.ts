/**
 * Her own Traditional wording (content/zh-hant/overrides.ts, docs/decisions/053) reaches the
 * mails as it reaches the pages: the mails' words are a catalogue, overridden when it loads.
 * Before, the mails converted their Simplified words themselves and never saw an override.
 */
import { describe, expect, it, vi } from "vitest";
import { searchConfirmationMail } from "#tests/support/visitor-mails.ts";

// Hoisted with vi.mock, which runs before the file's other top-level lines.
const { HER_SUBJECT } = vi.hoisted(() => ({ HER_SUBJECT: "請確認您的房源通知" }));

vi.mock("#content/zh-hant/overrides.ts", async (original) => {
  const module = await original<typeof import("#content/zh-hant/overrides.ts")>();
  return {
    ...module,
    OVERRIDES: { ...module.OVERRIDES, "mails.savedSearchConfirmation.subject": HER_SUBJECT },
  };
});

describe("an override of the Traditional catalogue", () => {
  it("changes the Traditional mail, and only that one", () => {
    expect(searchConfirmationMail("zh-Hant").subject).toBe(HER_SUBJECT);
    expect(searchConfirmationMail("zh-Hans").subject).not.toBe(HER_SUBJECT);
  });
});
