import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { byLeadType } from "#domain/lead-type.ts";
import { importInitialContent } from "#server/content/import.ts";
import { TOO_MANY_PHOTOS } from "#server/content/uploads.ts";
import { readContentState } from "#server/content/version.ts";
import { staffAuditLog, teamMembers } from "#server/db/schema.ts";
import { SEED_POSTS_DIR } from "#server/db/seed/posts.ts";
import { seedTeam } from "#server/db/seed/team.ts";
import type { MailMessage } from "#server/mail/mailer.ts";
import { mailChannel } from "#server/outbox/mail.ts";
import { createRateLimiter } from "#server/rate-limiter.ts";
import { saveRouting } from "#server/staff/routing.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { changeMember, type MemberFormValues, moveMember, saveMemberForm } from "./editor.ts";
import { languagesSpoken, listMembers, shownCards } from "./members.ts";
import { promisedMember } from "./promise.ts";

const { db } = await openFileDatabase();

const LEAD = "lead@team.test";
const ACTOR = LEAD;
/** Who saves, and the photo limit every upload form shares. */
const EDITOR = { actor: ACTOR, rateLimiter: createRateLimiter({ db }) };
/** STAFF_EMAILS of these tests: the team lead first. */
const TEAM = [LEAD, "mei@team.test"];

const MEI: MemberFormValues = {
  name: "Mei Chen",
  role: "Listing Specialist",
  email: "Mei@Team.test",
  phone: "(617) 555-0177",
  bio: "Mei helps sellers.\n\nShe grew up in Newton.",
  otherLanguages: "Cantonese",
  licence: "RS-000123",
};

async function addMei(photo?: { bytes: Buffer; fileName: string }) {
  const saved = await saveMemberForm(
    db,
    { values: MEI, languages: ["English", "中文"], photo },
    EDITOR,
  );
  if (saved.status !== "saved") throw new Error(JSON.stringify(saved));
  return saved.id;
}

const names = async () => (await listMembers(db)).map((member) => member.name);
const version = async () => (await readContentState(db, new Date())).version;

describe("the team's first start", () => {
  it("imports the members of content/site.ts once, in order, each with her portrait", async () => {
    const first = await importInitialContent(db, { blogDir: SEED_POSTS_DIR });
    expect(first.team).toBe(seedTeam.length);
    expect(await names()).toEqual(seedTeam.map((member) => member.name));
    const [lead] = await listMembers(db);
    expect(lead?.photo).toEqual({ id: seedTeam[0]!.imageId, alt: seedTeam[0]!.imageAlt });
    expect(lead?.languages).toContain("English");

    await db.delete(teamMembers);
    const again = await importInitialContent(db, { blogDir: SEED_POSTS_DIR });
    expect(again.team).toBe(0);
    expect(await names()).toEqual([]);
  });
});

describe("the team editor", () => {
  it("adds a member with her languages, phone and portrait, last in the order", async () => {
    await importInitialContent(db, { blogDir: SEED_POSTS_DIR });
    const before = await version();
    const bytes = await sharp({
      create: { width: 800, height: 1000, channels: 3, background: "#336699" },
    })
      .jpeg()
      .toBuffer();
    await addMei({ bytes, fileName: "mei.jpg" });

    const members = await listMembers(db);
    expect(members.map((member) => member.name)).toEqual([
      ...seedTeam.map((member) => member.name),
      "Mei Chen",
    ]);
    const mei = members.at(-1)!;
    expect(mei).toMatchObject({
      email: "mei@team.test",
      phone: "+16175550177",
      languages: ["English", "中文", "Cantonese"],
      licence: "RS-000123",
      photoAlt: "Portrait of Mei Chen",
    });
    expect(mei.photo && "hash" in mei.photo && mei.photo.slot).toBe("team");
    expect(shownCards(members).at(-1)?.bio).toEqual([
      "Mei helps sellers.",
      "She grew up in Newton.",
    ]);
    // Every process's pages learn of it from the content version.
    expect(await version()).toBeGreaterThan(before);
    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.actor, ACTOR));
    expect(audit.map((entry) => entry.action)).toContain("added a member");
  });

  it("counts her portrait in the one photo limit: past it, nothing is stored and the form says why", async () => {
    const photo = { bytes: Buffer.from("not checked"), fileName: "mei.jpg" };
    const refused = await saveMemberForm(
      db,
      { values: MEI, languages: ["English"], photo },
      { actor: ACTOR, rateLimiter: { allow: async () => false } },
    );
    expect(refused.status === "invalid" && refused.fieldErrors.photo).toEqual([TOO_MANY_PHOTOS]);
    expect(await names()).toEqual([]);
  });

  it("refuses a form without a language, a bad phone or a second member with one address", async () => {
    await addMei();
    const refused = await saveMemberForm(
      db,
      { values: { ...MEI, otherLanguages: "", phone: "12" }, languages: [] },
      EDITOR,
    );
    expect(refused.status === "invalid" && Object.keys(refused.fieldErrors).sort()).toEqual([
      "languages",
      "phone",
    ]);
    // What she typed comes back with the errors.
    expect(refused.status === "invalid" && refused.values.name).toBe("Mei Chen");
    const twice = await saveMemberForm(
      db,
      { values: { ...MEI, email: "MEI@team.test" }, languages: ["English"] },
      EDITOR,
    );
    expect(twice.status === "invalid" && twice.fieldErrors.email).toEqual([
      "Another member already has this address",
    ]);
    expect(await names()).toEqual(["Mei Chen"]);
  });

  it("edits a member, keeping her portrait when no new one is chosen", async () => {
    await importInitialContent(db, { blogDir: SEED_POSTS_DIR });
    const [lead] = await listMembers(db);
    const saved = await saveMemberForm(
      db,
      {
        values: { name: lead!.name, role: "Broker", email: lead!.email, photoAlt: lead!.photoAlt },
        languages: ["English", "Spanish"],
      },
      { ...EDITOR, existingId: lead!.id },
    );
    expect(saved.status).toBe("saved");
    const [edited] = await listMembers(db);
    expect(edited).toMatchObject({
      role: "Broker",
      languages: ["English", "Spanish"],
      phone: null,
    });
    expect(edited?.photo).toEqual(lead?.photo);
  });

  it("reorders, hides and marks as left; a member who left is named nowhere but stays in the table", async () => {
    await importInitialContent(db, { blogDir: SEED_POSTS_DIR });
    const meiId = await addMei();
    expect(await moveMember(db, meiId, "up", ACTOR)).toBe(true);
    expect((await names()).at(-2)).toBe("Mei Chen");
    expect(await moveMember(db, (await listMembers(db))[0]!.id, "up", ACTOR)).toBe(false);

    await changeMember(db, meiId, "hide", ACTOR);
    const hidden = await listMembers(db);
    expect(shownCards(hidden).map((card) => card.name)).not.toContain("Mei Chen");
    expect(languagesSpoken(hidden)).not.toContain("Cantonese");
    await changeMember(db, meiId, "show", ACTOR);
    expect(languagesSpoken(await listMembers(db))).toContain("Cantonese");

    await changeMember(db, meiId, "left", ACTOR);
    expect(await names()).not.toContain("Mei Chen");
    const everyone = await listMembers(db, { withFormer: true });
    expect(everyone.find((member) => member.id === meiId)?.leftAt).toBeInstanceOf(Date);
  });
});

describe("the routing promise", () => {
  it("names the member the routing rule gives the lead type, and follows a change of the rule", async () => {
    await importInitialContent(db, { blogDir: SEED_POSTS_DIR });
    await addMei();
    const [first] = await listMembers(db);
    // The team lead has no profile here: the team's first member is promised, never an address.
    expect((await promisedMember(db, TEAM, "seller"))?.name).toBe(first?.name);

    await saveRouting(db, {
      rules: { ...byLeadType(() => LEAD), seller: "mei@team.test" },
      team: TEAM,
      actor: ACTOR,
    });
    expect((await promisedMember(db, TEAM, "seller"))?.name).toBe("Mei Chen");
    expect((await promisedMember(db, TEAM, "buyer"))?.name).toBe(first?.name);

    // She left: her leads go back to the team lead, and so does the promise.
    const mei = (await listMembers(db)).find((member) => member.name === "Mei Chen")!;
    await changeMember(db, mei.id, "left", ACTOR);
    expect((await promisedMember(db, TEAM, "seller"))?.name).toBe(first?.name);
  });
});

describe("the guest's mail from a named event", () => {
  it("is signed by the member the routing rule gives buyers to", async () => {
    await importInitialContent(db, { blogDir: SEED_POSTS_DIR });
    await addMei();
    await saveRouting(db, {
      rules: { ...byLeadType(() => LEAD), buyer: "mei@team.test" },
      team: TEAM,
      actor: ACTOR,
    });
    const sent: MailMessage[] = [];
    const deliver = mailChannel({
      db,
      mailer: { send: async (message) => void sent.push(message), close: () => {}, describe: "" },
      siteUrl: "https://www.example.com",
      team: TEAM,
    });
    await deliver({
      id: 1,
      channel: "mail",
      recipient: "guest@example.com",
      attempts: 0,
      payload: { kind: "guest-follow-up", recipient: "guest@example.com", unsubscribeToken: "t" },
    });
    expect(sent[0]?.text).toContain("Mei Chen");
    expect(sent[0]?.text).toContain("(617) 555-0177");
    expect(sent[0]?.replyTo).toBe("mei@team.test");
  });
});
