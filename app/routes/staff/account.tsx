import { useEffect, useState } from "react";
import { data, Form } from "react-router";
import { formatDateTime } from "#app/components/staff/format.ts";
import { requireStaff } from "#app/utils/auth.server.ts";
import { readStaffForm } from "#app/utils/staff-request.server.ts";
import { byLeadType, LEAD_TYPE_LABELS, LEAD_TYPES } from "#domain/lead-type.ts";
import { recordAudit } from "#server/staff/audit.ts";
import { digestIsOn, queueDigestNow, setDigest } from "#server/staff/digest.ts";
import { readRouting, saveRouting } from "#server/staff/routing.ts";
import { loggedInRecently, RECENT_LOGIN_MINUTES } from "#server/staff/sessions.ts";
import { listMembers, namesByAddress } from "#server/team/members.ts";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: "Account · Team workspace" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const passkeys = await context.staff.passkeys.listFor(user.email);
  const member = user.email.toLowerCase();
  // The label of a passkey just added (the page reloads with it to show the new list): only one
  // of her passkeys' labels, so a link cannot put its own words in the confirmation.
  const added = new URL(request.url).searchParams.get("added");
  return {
    email: user.email,
    team: context.staff.team,
    digestOn: await digestIsOn(context.db, member),
    routing: await readRouting(context.db, context.staff.team),
    /** Members' names by address (/staff/team), so the rule reads as people. */
    names: namesByAddress(await listMembers(context.db)),
    /** Adding a passkey needs a recent login (account-passkey.ts); otherwise the page offers one. */
    canAddPasskey: await loggedInRecently(context.db, user.sessionId),
    recentMinutes: RECENT_LOGIN_MINUTES,
    added: passkeys.some((key) => key.label === added) ? added : null,
    passkeys: passkeys.map((key) => ({
      id: key.id,
      label: key.label,
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * The morning digest (on, off, or sent now), the routing rule, removing one of the
 * member's passkeys, or e-mailing her a login link to come back and add one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const form = await readStaffForm(request);
  const member = user.email.toLowerCase();
  const team = context.staff.team;
  switch (form.get("intent")) {
    case "digest": {
      const on = form.get("digest") === "on";
      await setDigest(context.db, member, on);
      await recordAudit(context.db, {
        actor: user.email,
        action: on ? "turned the morning digest on" : "turned the morning digest off",
      });
      return {
        about: "digest" as const,
        message: on ? "The morning digest is on." : "The morning digest is off.",
      };
    }
    case "digest-now": {
      const queued = await queueDigestNow(context.db, {
        member,
        team,
        siteUrl: context.staff.siteUrl,
      });
      if (queued) context.staff.onMailQueued?.();
      return {
        about: "digest" as const,
        message: queued
          ? "Your digest is on its way."
          : "Nothing to say: no new lead waits and no step is due.",
      };
    }
    case "routing": {
      const rules = byLeadType((type) => form.get(`route-${type}`)?.toString().toLowerCase() ?? "");
      if (Object.values(rules).some((owner) => !team.includes(owner)))
        return data(
          { about: "routing" as const, message: "Choose a member of the team for every type." },
          { status: 400 },
        );
      await saveRouting(context.db, { rules, team, actor: user.email });
      return { about: "routing" as const, message: "Saved: new leads go to the members shown." };
    }
  }
  if (form.get("intent") === "login-again") {
    const result = await context.staff.auth.requestLogin(
      user.email,
      context.clientIp,
      "/staff/account",
    );
    return result === "queued"
      ? { message: "We e-mailed you a login link. Open it on this device, then add the passkey." }
      : data(
          { message: "Too many login e-mails were asked for. Try again in 15 minutes." },
          { status: 429 },
        );
  }
  const id = form.get("passkey")?.toString() ?? "";
  const removed = await context.staff.passkeys.remove(user.email, id);
  if (!removed) return data({ message: "That passkey was already removed." }, { status: 404 });
  await recordAudit(context.db, {
    actor: user.email,
    action: "removed a passkey",
    detail: { passkey: removed.label },
  });
  return { message: `Removed the passkey “${removed.label}”.` };
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-2xl space-y-8">
      <div>
        <h1 className="text-2xl">Account</h1>
        <p className="mt-1 text-muted wrap-anywhere">Logged in as {loaderData.email}</p>
      </div>
      <section aria-labelledby="digest-heading" className="card p-4">
        <h2 id="digest-heading" className="text-lg">
          Morning digest
        </h2>
        <p className="mt-1 text-muted">
          At 7:00 Boston time, an e-mail with your new leads waiting for a first call and your next
          steps overdue and due today. None on a day with nothing to say.
        </p>
        {actionData && "about" in actionData && actionData.about === "digest" && (
          <p role="status" className="mt-3 rounded bg-stone-warm px-3 py-2">
            {actionData.message}
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="digest" />
            <input type="hidden" name="digest" value={loaderData.digestOn ? "off" : "on"} />
            <button type="submit" className="btn-outline">
              {loaderData.digestOn ? "Turn the digest off" : "Turn the digest on"}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="digest-now" />
            <button type="submit" className="btn-outline">
              Send me my digest now
            </button>
          </Form>
        </div>
        <p className="mt-2 text-xs">
          The digest is <strong>{loaderData.digestOn ? "on" : "off"}</strong>.
        </p>
      </section>
      <section aria-labelledby="routing-heading" className="card p-4">
        <h2 id="routing-heading" className="text-lg">
          Who gets new leads
        </h2>
        <p className="mt-1 text-muted">
          The routing rule for the whole team: each new person goes to the member chosen for their
          type (a lead that says no type counts as Other). Unless changed, everything goes to the
          team lead, {loaderData.team[0]}. A lead's owner can be changed on its page.
        </p>
        {actionData && "about" in actionData && actionData.about === "routing" && (
          <p role="status" className="mt-3 rounded bg-stone-warm px-3 py-2">
            {actionData.message}
          </p>
        )}
        <Form method="post" className="mt-3 grid gap-2 sm:grid-cols-2">
          <input type="hidden" name="intent" value="routing" />
          {LEAD_TYPES.map((type) => (
            <label key={type}>
              <span className="text-muted text-xs">{LEAD_TYPE_LABELS[type]}</span>
              <select
                name={`route-${type}`}
                defaultValue={loaderData.routing[type]}
                className="block min-h-11 w-full rounded-sm border border-line bg-white px-2"
              >
                {loaderData.team.map((member) => (
                  <option key={member} value={member}>
                    {loaderData.names[member] ? `${loaderData.names[member]} (${member})` : member}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button type="submit" className="btn-primary justify-self-start sm:col-span-2">
            Save the routing rule
          </button>
        </Form>
      </section>
      <section aria-labelledby="passkeys-heading" className="card p-4">
        <h2 id="passkeys-heading" className="text-lg">
          Passkeys
        </h2>
        <p className="mt-1 text-muted">
          Log in with this device's fingerprint, face or PIN instead of an e-mail link.
        </p>
        {((actionData && !("about" in actionData) && actionData.message) || loaderData.added) && (
          <p role="status" className="mt-3 rounded bg-stone-warm px-3 py-2">
            {(actionData && !("about" in actionData) && actionData.message) ||
              `Added the passkey “${loaderData.added}”.`}
          </p>
        )}
        {loaderData.passkeys.length === 0 ? (
          <p className="mt-4">No passkeys yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-line border-line border-y" aria-label="Your passkeys">
            {loaderData.passkeys.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                <span className="font-medium">{key.label}</span>
                <span className="text-muted text-xs">
                  {key.lastUsedAt ? `last used ${formatDateTime(key.lastUsedAt)}` : "not used yet"}
                </span>
                <Form method="post" className="ml-auto">
                  <input type="hidden" name="passkey" value={key.id} />
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center rounded px-3 text-brand hover:bg-brand-soft"
                    aria-label={`Remove the passkey ${key.label}`}
                  >
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {loaderData.canAddPasskey ? (
          <AddPasskey />
        ) : (
          <Form method="post" className="mt-4">
            <p className="mb-3">
              To add a passkey, log in again by e-mail: a passkey can be added only in the first{" "}
              {loaderData.recentMinutes} minutes after logging in.
            </p>
            <input type="hidden" name="intent" value="login-again" />
            <button type="submit" className="btn-outline">
              E-mail me a login link
            </button>
          </Form>
        )}
      </section>
      <section aria-labelledby="sessions-heading" className="card p-4">
        <h2 id="sessions-heading" className="text-lg">
          Signed-in devices
        </h2>
        <p className="mt-1 text-muted">
          Lost a phone or used a shared computer? This signs you out on every device, this one too.
        </p>
        <Form method="post" action="/staff/logout" className="mt-4 space-y-3">
          <input type="hidden" name="everywhere" value="1" />
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="passkeys" value="1" className="size-5" />
            Also remove my passkeys (for a passkey you did not add)
          </label>
          <button type="submit" className="btn-outline">
            Log out everywhere
          </button>
        </Form>
      </section>
    </div>
  );
}

/** Needs JavaScript and WebAuthn; the helper library loads on click, on this page only. */
function AddPasskey() {
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  if (!supported) return null;

  async function add() {
    setBusy(true);
    setMessage(null);
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const asked = await fetch("/staff/account/passkey");
      const options = await asked.json();
      if (!asked.ok) {
        // The login is no longer recent: the page says how to log in again.
        setMessage(options.error ?? "No passkey was added.");
        setBusy(false);
        return;
      }
      const credential = await startRegistration({ optionsJSON: options });
      const response = await fetch("/staff/account/passkey", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ credential }),
      });
      const result = (await response.json()) as { label?: string; error?: string };
      if (result.label) {
        // A fresh load lists it (plain navigation keeps the router's revalidation API out of the public bundle).
        window.location.assign(`/staff/account?added=${encodeURIComponent(result.label)}`);
        return;
      }
      setMessage(result.error ?? "The passkey was not added.");
    } catch {
      setMessage("No passkey was added.");
    }
    setBusy(false);
  }

  return (
    <div className="mt-4">
      <button type="button" className="btn-primary" onClick={add} disabled={busy}>
        {busy ? "Waiting for your device…" : "Add a passkey"}
      </button>
      {message && (
        <p role="status" className="mt-2">
          {message}
        </p>
      )}
    </div>
  );
}
