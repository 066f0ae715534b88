import { randomUUID } from "node:crypto";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  allOutbox,
  allSubmissions,
  db,
  GUEST_IP,
  service,
  setUpLeadServiceTests,
} from "#tests/support/lead-service-bench.ts";
import { postedContact } from "#tests/support/posted-contact.ts";
import { followUpConsents, leadNotes, leadPeople } from "./db/schema.ts";
import { CORRECTION_NOTE_AUTHOR, CORRECTION_TOKEN_TTL_MS } from "./email-correction.ts";

await setUpLeadServiceTests();

const MISTYPED = "ann@gmial.com";
const CORRECTED = "ann@gmail.com";
const NOW = new Date("2026-11-27T15:00:00Z");

const people = () =>
  db
    .select({ id: leadPeople.id, email: leadPeople.emailKey, contacts: leadPeople.contacts })
    .from(leadPeople)
    .orderBy(asc(leadPeople.id));

/** Ann's message from a mistyped address, and the token her thank-you page carries. */
async function sendMistyped(fields: Record<string, string> = {}) {
  const receipt = await service({ now: NOW }).recordContact(
    postedContact({ email: MISTYPED, ...fields }),
    randomUUID(),
    GUEST_IP,
  );
  expect(receipt.correctionToken).toEqual(expect.any(String));
  return receipt.correctionToken!;
}

const confirmations = async () =>
  (await allOutbox())
    .filter((row) => row.payload.kind === "visitor-confirmation")
    .map((row) => row.recipient);

describe("a visitor's own correction of her address", () => {
  it("moves the lead, its consent and its person to the new address, and confirms there", async () => {
    const token = await sendMistyped({ followUpConsent: "yes" });
    const [before] = await people();

    const receipt = await service({ now: NOW }).correctEmail(token, CORRECTED);

    expect(receipt).toEqual({ correctionToken: expect.any(String), leadType: "buyer" });
    expect((await allSubmissions()).map((row) => row.email)).toEqual([CORRECTED]);
    // The same person, renamed: the team's lead page keeps its address and history.
    expect(await people()).toEqual([{ id: before!.id, email: CORRECTED, contacts: 1 }]);
    const consents = await db.select({ email: followUpConsents.email }).from(followUpConsents);
    expect(consents).toEqual([{ email: CORRECTED }]);
    expect(await confirmations()).toEqual([MISTYPED, CORRECTED]);
    const notes = await db
      .select({ body: leadNotes.body, author: leadNotes.author })
      .from(leadNotes);
    expect(notes).toEqual([
      {
        body: `Corrected her e-mail address from ${MISTYPED} to ${CORRECTED} on her thank-you page.`,
        author: CORRECTION_NOTE_AUTHOR,
      },
    ]);
  });

  it("writes the corrected confirmation in the language of the page she wrote from", async () => {
    const receipt = await service({ now: NOW }).recordContact(
      { ...postedContact({ email: MISTYPED }), language: "zh-Hans" },
      randomUUID(),
      GUEST_IP,
    );
    await service({ now: NOW }).correctEmail(receipt.correctionToken!, CORRECTED);
    const languages = (await allOutbox()).flatMap(({ payload }) =>
      payload.kind === "visitor-confirmation" ? [[payload.recipient, payload.language]] : [],
    );
    expect(languages).toEqual([
      [MISTYPED, "zh-Hans"],
      [CORRECTED, "zh-Hans"],
    ]);
  });

  it("refuses a forged token, another lead's, an expired one and one already used", async () => {
    const token = await sendMistyped();
    const [id, expires, mac] = token.split(".");
    const forged = `${id}.${expires}.${mac!.slice(0, -1)}${mac!.endsWith("A") ? "B" : "A"}`;
    const otherLead = `${Number(id) + 1}.${expires}.${mac}`;
    await service({ now: NOW }).recordContact(
      postedContact({ email: "bo@example.com" }),
      randomUUID(),
      GUEST_IP,
    );
    const later = new Date(NOW.getTime() + CORRECTION_TOKEN_TTL_MS + 1000);

    expect(await service({ now: NOW }).correctEmail(forged, CORRECTED)).toBeNull();
    expect(await service({ now: NOW }).correctEmail(otherLead, CORRECTED)).toBeNull();
    expect(await service({ now: later }).correctEmail(token, CORRECTED)).toBeNull();
    expect((await allSubmissions()).map((row) => row.email)).toEqual([MISTYPED, "bo@example.com"]);

    const receipt = await service({ now: NOW }).correctEmail(token, CORRECTED);
    expect(receipt).not.toBeNull();
    // Bound to the address it was made for: once corrected, the old page's token is spent,
    // and the answer's new one corrects a second slip.
    expect(await service({ now: NOW }).correctEmail(token, "ann@other.com")).toBeNull();
    expect(
      await service({ now: NOW }).correctEmail(receipt!.correctionToken!, "ann@other.com"),
    ).not.toBeNull();
    expect((await allSubmissions()).map((row) => row.email)).toEqual([
      "ann@other.com",
      "bo@example.com",
    ]);
  });

  it("joins the person the new address already is, with what the team wrote about the old one", async () => {
    await service({ now: NOW }).recordContact(
      postedContact({ email: CORRECTED }),
      randomUUID(),
      GUEST_IP,
    );
    const token = await sendMistyped({ message: "A second message" });
    const [known, mistyped] = await people();
    await db.insert(leadNotes).values({ personId: mistyped!.id, body: "Called", author: "x" });

    await service({ now: NOW }).correctEmail(token, CORRECTED);

    expect(await people()).toEqual([{ id: known!.id, email: CORRECTED, contacts: 2 }]);
    const notes = await db
      .select({ personId: leadNotes.personId })
      .from(leadNotes)
      .orderBy(asc(leadNotes.id));
    // The team's note and the correction's, both on the person of the new address.
    expect(notes).toEqual([{ personId: known!.id }, { personId: known!.id }]);
  });
});
