import { describe, expect, it } from "vitest";
import { publishPost } from "#server/content/posts.ts";
import { getOpenHouseBySource } from "#server/open-houses.ts";
import { signedInContentEditor } from "#tests/support/content-editor.ts";
import { AGENT, createDraft, insertBuiltCover, postFields } from "#tests/support/post-fixture.ts";
import { COMPLETE_POST, type Handler, locationOf, photoBlob } from "#tests/support/route-calls.ts";
import { openHouse } from "#tests/support/staff-form-fuzz.ts";
import * as feed from "../blog-rss.ts";
import * as calendar from "../open-house-calendar.ts";
import * as postRoute from "./content-post.tsx";
import * as newOpenHouse from "./open-houses-new.tsx";
import * as qrPng from "./open-houses-qr-png.ts";

const { db, get, post, call } = await signedInContentEditor();

// What XML 1.0 forbids and what breaks an .ics line: every C0 control but tab, LF and CR.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** An open house made through the team's form with `street`; its lead source id. */
async function openHouseWithStreet(street: string) {
  const result = await call(
    newOpenHouse.action as Handler,
    post("/staff/open-houses/new", { ...openHouse(), street }),
  );
  const id = /\/staff\/open-houses\/(\d+)$/.exec(locationOf(result) ?? "")?.[1];
  if (!id) throw new Error(`No open house made: ${result.status} ${JSON.stringify(result.body)}`);
  return id;
}

describe("control characters pasted into the team's forms never reach what the site sends out", () => {
  it("a bare CR in an open house's street is stored as a space and never reaches its .ics", async () => {
    const id = await openHouseWithStreet("12 Elm\rStreet");
    const house = await getOpenHouseBySource(db, Number(id));
    expect(house?.street).toBe("12 Elm Street");

    const { response } = await call(
      calendar.loader as Handler,
      get(`/open-houses/${house!.code}/calendar.ics`, false),
      { code: house!.code },
    );
    const ics = await response!.text();
    // Every line ends with CRLF; a CR anywhere else would start a line the calendar misreads.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics).toContain("LOCATION:12 Elm Street\\, Unit 2");
  });

  it("U+0001 in an open house's street: its print QR code is made (a PNG), not a 500", async () => {
    const id = await openHouseWithStreet("12 Elm\u0001Street");
    const { status, response } = await call(
      qrPng.loader as Handler,
      get(`/staff/open-houses/${id}/qr.png`),
      { id },
    );
    expect(status).toBe(200);
    expect(response!.headers.get("Content-Type")).toBe("image/png");
    expect((await getOpenHouseBySource(db, Number(id)))?.street).toBe("12 ElmStreet");
  });

  it("U+000B in a post's title: the RSS feed holds no character XML forbids", async () => {
    const result = await call(
      postRoute.action as Handler,
      post("/staff/content/posts/new", {
        ...COMPLETE_POST,
        title: "Spring\u000b Market Update",
        summary: `${COMPLETE_POST.summary}\u000b`,
        intent: "publish",
        coverFile: await photoBlob(),
      }),
      { id: "new" },
    );
    expect(locationOf(result)).toMatch(/\?saved=publish$/);

    const { response } = await call(
      feed.loader as Handler,
      new Request("https://www.example.com/blog/rss.xml"),
    );
    const xml = await response!.text();
    expect(xml).toContain("<title>Spring Market Update</title>");
    expect(xml).not.toMatch(FORBIDDEN_IN_XML);
  });

  it("a post stored with U+000B before the form dropped it: the feed still holds none", async () => {
    const id = await createDraft(
      db,
      postFields(await insertBuiltCover(db), { title: "Older\u000b post", slug: "older-post" }),
    );
    expect((await publishPost(db, { id, actor: AGENT, now: new Date() })).ok).toBe(true);
    const { response } = await call(
      feed.loader as Handler,
      new Request("https://www.example.com/blog/rss.xml"),
    );
    const xml = await response!.text();
    expect(xml).toContain("<title>Older post</title>");
    expect(xml).not.toMatch(FORBIDDEN_IN_XML);
  });
});
