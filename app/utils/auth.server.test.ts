import { describe, expect, it } from "vitest";
import { testLoadContext, testStaffServices } from "#tests/support/app-context.ts";
import { openFileDatabase } from "#tests/support/database.ts";
import { sessionCookie } from "#tests/support/route-calls.ts";
import { requireStaff } from "./auth.server.ts";

const LENA = "lena@example.com";

const { db } = await openFileDatabase();
const staff = testStaffServices(db, [LENA]);
const context = () => testLoadContext(db, { staff });

const request = (method: string, cookie?: string) =>
  new Request("https://www.example.com/staff/leads?status=new", {
    method,
    headers: cookie ? { Cookie: cookie } : {},
  });

describe("requireStaff", () => {
  it("returns the signed-in member", async () => {
    const cookie = await sessionCookie(staff, LENA);
    const user = await requireStaff(request("GET", cookie), context());
    expect(user.email).toBe(LENA);
    expect(user.sessionId).toMatch(/^[0-9a-f]{64}$/);
  });

  it("sends a GET without a session to the login page, and back afterwards", async () => {
    const thrown = await requireStaff(request("GET"), context()).catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe(
      "/staff/login?next=%2Fstaff%2Fleads%3Fstatus%3Dnew",
    );
  });

  it("refuses any other method without a session with 401", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const thrown = await requireStaff(request(method), context()).catch((error) => error);
      expect(thrown.status).toBe(401);
    }
  });

  it("refuses a session whose address is no longer in STAFF_EMAILS", async () => {
    const cookie = await sessionCookie(staff, "former@example.com");
    const thrown = await requireStaff(request("POST", cookie), context()).catch((error) => error);
    expect(thrown.status).toBe(401);
  });
});
