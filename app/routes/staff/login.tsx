// The login itself: reachable without a session by design (it is how a session starts), so it does
// not call requireStaff; it reveals nothing about who is staff and is rate-limited (server/staff/auth.ts).
import { useEffect, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Field } from "#app/components/ui/field.tsx";
import { completeLogin } from "#app/utils/auth.server.ts";
import { getStaffSession } from "#app/utils/session.server.ts";
import { loginHref } from "#app/utils/staff-login-href.ts";
import { readStaffForm } from "#app/utils/staff-request.server.ts";
import { safeNext } from "#domain/paths.ts";
import { LINK_TTL_MINUTES } from "#server/staff/auth.ts";
import { codePostAllowed } from "#server/staff/code-throttle.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ title: "Log in · Team workspace" }];

const EmailSchema = z.object({ email: z.email("Enter your e-mail address.").max(254) });
const CodeSchema = z.object({
  email: z.email().max(254),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "The code is the 6 digits from the e-mail."),
});

type ActionData =
  | { stage: "ask"; error: string }
  | { stage: "sent"; email: string; error?: string };

/** A member who is already logged in goes straight on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getStaffSession(request, context);
  const email = session.get("email");
  const query = new URL(request.url).searchParams;
  const next = query.get("next");
  if (email && context.staff.auth.isStaff(email)) throw redirect(safeNext(next));
  return {
    linkMinutes: LINK_TTL_MINUTES,
    next: next ? safeNext(next) : "",
    signedOut: query.has("signed-out"),
  };
}

/**
 * Asking for a link answers "check your inbox" for every address, staff or
 * not, and whether or not a mail went out (the per-address limit is silent):
 * the page never tells who is on the team. Only the per-IP limit is shown, as
 * it says nothing about the address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readStaffForm(request);
  const next = form.get("next")?.toString();
  if (form.get("intent") === "code") {
    const parsed = CodeSchema.safeParse(Object.fromEntries(form));
    const email = form.get("email")?.toString() ?? "";
    if (!parsed.success) {
      return data<ActionData>(
        { stage: "sent", email, error: "The code is the 6 digits from the e-mail." },
        { status: 400 },
      );
    }
    if (!(await codePostAllowed(context.rateLimiter, parsed.data.email, context.clientIp))) {
      return data<ActionData>(
        { stage: "sent", email, error: "Too many codes tried. Wait a minute, then try again." },
        { status: 429 },
      );
    }
    const member = await context.staff.auth.redeemCode(
      parsed.data.email,
      parsed.data.code,
      context.clientIp,
    );
    if (member) return completeLogin(context, member, "code", next);
    return data<ActionData>(
      {
        stage: "sent",
        email,
        error:
          "That code is wrong, used or expired. Check the latest e-mail, or ask for a new one.",
      },
      { status: 400 },
    );
  }
  const parsed = EmailSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<ActionData>({ stage: "ask", error: "Enter your e-mail address." }, { status: 400 });
  }
  // The link returns to the page the member was going to, as the code does.
  const result = await context.staff.auth.requestLogin(parsed.data.email, context.clientIp, next);
  if (result === "ip-limit") {
    return data<ActionData>(
      {
        stage: "ask",
        error: "Too many login requests from this network. Try again in 15 minutes.",
      },
      { status: 429 },
    );
  }
  return data<ActionData>({ stage: "sent", email: parsed.data.email });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { next } = loaderData;
  const busy = useNavigation().state === "submitting";
  const sent = actionData?.stage === "sent" ? actionData : null;
  return (
    <div className="mx-auto max-w-sm py-6">
      {sent ? (
        <>
          <h1 className="text-2xl">Check your inbox</h1>
          <p className="mt-3 text-base text-muted">
            If <strong className="text-ink">{sent.email}</strong> belongs to the team, we sent it a
            login link and a 6-digit code. Both work once, for {loaderData.linkMinutes} minutes.
          </p>
          <Form method="post" className="mt-6 space-y-4" aria-label="Log in with the code">
            <input type="hidden" name="intent" value="code" />
            <input type="hidden" name="email" value={sent.email} />
            <input type="hidden" name="next" value={next} />
            <Field
              label="6-digit code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              errors={sent.error ? [sent.error] : undefined}
            />
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? "Logging in…" : "Log in"}
            </button>
          </Form>
          <p className="mt-6">
            <a href={loginHref(next)} className="text-brand underline">
              Use another address, or ask for a new link
            </a>
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl">Log in</h1>
          {loaderData.signedOut && (
            <p role="status" className="mt-3 rounded bg-stone-warm px-3 py-2">
              You are logged out.
            </p>
          )}
          <p className="mt-3 text-base text-muted">
            For the team only. We e-mail you a login link and a code.
          </p>
          <Form method="post" className="mt-6 space-y-4" aria-label="Log in by e-mail">
            <input type="hidden" name="intent" value="request" />
            <input type="hidden" name="next" value={next} />
            <Field
              label="E-mail"
              name="email"
              type="email"
              autoComplete="username webauthn"
              required
              errors={actionData?.stage === "ask" ? [actionData.error] : undefined}
            />
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? "Sending…" : "E-mail me a login link"}
            </button>
          </Form>
          <PasskeyLogin next={next} />
        </>
      )}
    </div>
  );
}

/**
 * Logging in with a passkey needs JavaScript, so the button appears once the
 * page is interactive and the browser supports WebAuthn. The WebAuthn helper
 * is loaded on click: it never weighs on any page that does not use it.
 */
function PasskeyLogin({ next }: { next: string }) {
  const [supported, setSupported] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  if (!supported) return null;

  async function logIn() {
    setBusy(true);
    setError(null);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const asked = await fetch("/staff/login/passkey");
      const options = await asked.json();
      if (!asked.ok) {
        setError(options.error);
        setBusy(false);
        return;
      }
      const credential = await startAuthentication({ optionsJSON: options });
      const response = await fetch("/staff/login/passkey", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ credential, next }),
      });
      const result = (await response.json()) as { next?: string; error?: string };
      if (response.ok && result.next) {
        window.location.assign(result.next);
        return;
      }
      setError(result.error ?? "That passkey did not sign you in.");
    } catch {
      setError("No passkey was used. Try again, or log in by e-mail.");
    }
    setBusy(false);
  }

  return (
    <div className="mt-8 border-line border-t pt-6">
      <button type="button" className="btn-outline w-full" onClick={logIn} disabled={busy}>
        {busy ? "Waiting for your passkey…" : "Log in with a passkey"}
      </button>
      {error && (
        <p role="alert" className="mt-2 text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
