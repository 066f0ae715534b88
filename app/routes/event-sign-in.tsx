import { data, useLocation } from "react-router";
import { FollowUpConsent } from "#app/components/follow-up-consent.tsx";
import { SignInQuestions } from "#app/components/sign-in-questions.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { LeadForm } from "#app/components/ui/lead-form.tsx";
import { clientFormAction } from "#app/utils/forms/client-form-action.ts";
import { FIELD_MAX } from "#app/utils/forms/lead.ts";
import { submitLeadForm } from "#app/utils/forms/lead-action.server.ts";
import { DEFAULT_EVENT_NAME, SIGN_IN_MESSAGES } from "#app/utils/forms/sign-in-options.ts";
import {
  EventNameSchema,
  SIGN_IN_FIELD_MAX,
  SignInSchema,
} from "#app/utils/forms/sign-in-schema.ts";
import { useLeadForm } from "#app/utils/forms/use-lead-form.ts";
import { getMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/event-sign-in";

// The schema (and zod) load when the guest starts using the form, not with the page.
const loadSignInSchema = () =>
  import("#app/utils/forms/sign-in-schema.ts").then((module) => module.SignInSchema);

/** The event named by the link's `event` parameter; 'Event' when there is none. */
function eventFromUrl(url: string) {
  const raw = new URL(url).searchParams.get("event");
  const parsed = EventNameSchema.safeParse(raw ?? "");
  if (!parsed.success)
    return { eventName: DEFAULT_EVENT_NAME, eventError: parsed.error.issues[0]?.message };
  return { eventName: parsed.data || DEFAULT_EVENT_NAME, eventError: undefined };
}

export function loader({ request }: Route.LoaderArgs) {
  const event = eventFromUrl(request.url);
  return data(event, { status: event.eventError ? 400 : 200 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { eventName, eventError } = eventFromUrl(request.url);
  if (eventError) {
    return data(
      { status: "invalid" as const, fieldErrors: { event: [eventError] }, values: {} },
      { status: 400 },
    );
  }
  return submitLeadForm({
    request,
    context,
    form: "sign-in",
    schema: SignInSchema,
    fieldMax: SIGN_IN_FIELD_MAX,
    record: (input, token) => context.leads.recordSignIn(input, eventName, token, context.clientIp),
  });
}

export const clientAction = clientFormAction;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  getMeta({
    title: `${loaderData?.eventName ?? DEFAULT_EVENT_NAME} Sign-In`,
    description:
      "Sign in to this open house or event so our team can follow up with you about the home.",
    path: "/event/sign-in",
    image: "event",
  });

export default function EventSignIn({ loaderData }: Route.ComponentProps) {
  const { eventName, eventError } = loaderData;
  const { search } = useLocation();
  const form = useLeadForm(loadSignInSchema, SIGN_IN_MESSAGES);
  const { bind, values, errors } = form;
  return (
    <section className="bg-stone-warm px-5 py-12 md:py-20">
      <div className="card mx-auto max-w-md p-7 shadow-sm md:p-9">
        <p className="eyebrow text-center">Welcome</p>
        <h1 className="mt-2 text-center text-3xl break-words">{eventName}</h1>
        {eventError ? (
          <p role="alert" className="mt-6 text-center text-red-800">
            This sign-in link is not valid: {eventError}. Please ask our host for a new QR code.
          </p>
        ) : (
          <>
            <p className="mt-3 text-center text-muted">
              Please sign in so we can follow up about the home.
            </p>
            <LeadForm
              form={form}
              action={`/event/sign-in${search}`}
              label="Event sign-in"
              messages={SIGN_IN_MESSAGES}
              submitLabel="Submit"
              busyLabel="Submitting..."
              className="mt-8"
            >
              <Field
                label="First Name"
                autoComplete="given-name"
                required
                maxLength={FIELD_MAX.name}
                {...bind("firstName")}
              />
              <Field
                label="Last Name"
                autoComplete="family-name"
                required
                maxLength={FIELD_MAX.name}
                {...bind("lastName")}
              />
              <Field
                label="Email"
                type="email"
                autoComplete="email"
                required
                maxLength={FIELD_MAX.email}
                {...bind("email")}
              />
              <Field
                label="Phone Number (Optional)"
                type="tel"
                autoComplete="tel"
                maxLength={FIELD_MAX.phone}
                {...bind("phone")}
              />
              <SignInQuestions values={values} errors={errors} />
              <FollowUpConsent form="sign-in" values={values} />
            </LeadForm>
          </>
        )}
      </div>
    </section>
  );
}
