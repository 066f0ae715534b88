import { lazy } from "react";
import { data, redirect, useLocation } from "react-router";
import { FollowUpConsent } from "#app/components/follow-up-consent.tsx";
import type { BindField } from "#app/components/kiosk/kiosk-sign-in.tsx";
import {
  HostCardView,
  OpenHouseFacts,
  OpenHousePhoto,
  type OpenHouseView,
} from "#app/components/open-house.tsx";
import { SignInQuestions } from "#app/components/sign-in-questions.tsx";
import { EmailField } from "#app/components/ui/email-field.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { LeadForm } from "#app/components/ui/lead-form.tsx";
import signInFormCheck from "#app/enhance/sign-in-form.ts?browser-module";
import { submitLeadForm } from "#app/utils/forms/lead-action.server.ts";
import { useLeadFormAnswer } from "#app/utils/forms/lead-form-answer.ts";
import { DEFAULT_EVENT_NAME } from "#app/utils/forms/sign-in-options.ts";
import { isKioskUrl } from "#app/utils/kiosk/url.ts";
import { usePageLanguage } from "#app/utils/language.ts";
import { linkIn } from "#app/utils/language-link.ts";
import { absoluteUrl, getMeta } from "#app/utils/meta.ts";
import { CATALOGUES, inEachLanguage } from "#content/catalogues.ts";
import { FOLLOW_UP_CONSENT_FIELD } from "#domain/forms/consent.ts";
import { EventNameSchema, SIGN_IN_FIELD_MAX, SignInSchema } from "#domain/forms/sign-in-schema.ts";
import { type Language, languageOf, pathIn } from "#domain/language.ts";
import { FIELD_MAX } from "#domain/lead.ts";
import { normaliseOpenHouseCode, OPEN_HOUSE_PARAM, openHousePath } from "#domain/open-house.ts";
import { SIGN_IN_QUESTIONS } from "#domain/sign-in-answers.ts";
import { openHouseView } from "#server/open-house-view.ts";
import { getOpenHouseByCode, guestMailOpenHouse, openHouseEventName } from "#server/open-houses.ts";
import { listMembers } from "#server/team/members.ts";
import type { Route } from "./+types/event-sign-in";

// The schema (and zod) load when the guest starts using the form, not with the page.
const loadSignInSchema = () =>
  import("#domain/forms/sign-in-schema.ts").then((module) => module.SignInSchema);

/** The event named by the link's `event` parameter; 'Event' when there is none. */
function eventFromUrl(url: string) {
  const raw = new URL(url).searchParams.get("event");
  const parsed = EventNameSchema.safeParse(raw ?? "");
  if (!parsed.success)
    return { eventName: DEFAULT_EVENT_NAME, eventError: parsed.error.issues[0]?.message };
  return { eventName: parsed.data || DEFAULT_EVENT_NAME, eventError: undefined };
}

// The kiosk (?kiosk=1, a tablet shared at the event) and its offline queue load only there.
const KioskSignIn = lazy(() =>
  import("#app/components/kiosk/kiosk-sign-in.tsx").then((module) => ({
    default: module.KioskSignIn,
  })),
);

/**
 * The open house a record's link names (?oh=<code>, where /oh/<code> leads): undefined for a
 * named event's link, null for a code that names none.
 */
async function openHouseFromUrl(url: string, context: Route.LoaderArgs["context"]) {
  const typed = new URL(url).searchParams.get(OPEN_HOUSE_PARAM);
  if (typed === null) return undefined;
  const code = normaliseOpenHouseCode(typed);
  return (code && (await getOpenHouseByCode(context.db, code))) || null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const house = await openHouseFromUrl(request.url, context);
  const language = languageOf(new URL(request.url).pathname);
  const words = CATALOGUES.event[language].signIn;
  if (house === null) {
    return data(
      {
        eventName: words.notFound.title,
        eventError: words.notFound.reason,
        kiosk: false,
        privacyAddress: absoluteUrl("/privacy"),
        openHouse: null,
      },
      { status: 404 },
    );
  }
  if (house) {
    return {
      eventName: openHouseEventName(house),
      eventError: undefined,
      kiosk: isKioskUrl(new URL(request.url)),
      privacyAddress: absoluteUrl("/privacy"),
      openHouse: openHouseView(house, await listMembers(context.db), language),
    };
  }
  const event = eventFromUrl(request.url);
  // A kiosk link with a bad event name gets the normal page's explanation, header and all.
  const kiosk = !event.eventError && isKioskUrl(new URL(request.url));
  // The kiosk prints the notice's address; the server's SITE_URL names it.
  const privacyAddress = absoluteUrl("/privacy");
  return data(
    { ...event, kiosk, privacyAddress, openHouse: null },
    { status: event.eventError ? 400 : 200 },
  );
}

/** The sign-in's error messages in each language other than the schema's English. */
const SIGN_IN_ERRORS = inEachLanguage(CATALOGUES.event, "signInErrors");

export async function action({ request, context }: Route.ActionArgs) {
  const house = await openHouseFromUrl(request.url, context);
  const language = languageOf(new URL(request.url).pathname);
  if (house === null) {
    return data(
      {
        status: "invalid" as const,
        fieldErrors: { event: [CATALOGUES.event[language].signIn.notFound.field] },
        values: {},
      },
      { status: 404 },
    );
  }
  if (house) {
    const event = {
      name: openHouseEventName(house),
      leadSourceId: house.leadSourceId,
      leadSourceName: house.leadSourceName,
      mail: guestMailOpenHouse(house, await listMembers(context.db)),
    };
    const result = await submitLeadForm({
      request,
      context,
      form: "sign-in",
      schema: SignInSchema,
      fieldMax: SIGN_IN_FIELD_MAX,
      errorWords: SIGN_IN_ERRORS,
      record: (input, token, attribution, language) =>
        context.leads.recordSignIn(
          { ...input, language },
          event,
          token,
          context.clientIp,
          attribution,
        ),
    });
    // A guest on her own phone gets the thank-you page; the kiosk reads the status only.
    if (result.data.status === "success" && !isKioskUrl(new URL(request.url))) {
      throw redirect(pathIn(language, `${openHousePath(house.code)}/thanks`));
    }
    return result;
  }
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
    errorWords: SIGN_IN_ERRORS,
    record: (input, token, attribution, language) =>
      context.leads.recordSignIn(
        { ...input, language },
        eventName,
        token,
        context.clientIp,
        attribution,
      ),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, ...place }) => {
  const { meta: words } = CATALOGUES.event[languageOf(place.location.pathname)].signIn;
  return getMeta(
    {
      title: loaderData?.openHouse
        ? words.openHouseTitle.replace("{street}", loaderData.openHouse.street)
        : words.eventTitle.replace("{event}", loaderData?.eventName ?? DEFAULT_EVENT_NAME),
      description: words.description,
      path: "/event/sign-in",
      image: "event",
    },
    place,
  );
};

export default function EventSignIn({ loaderData }: Route.ComponentProps) {
  if (loaderData.kiosk) {
    return (
      <KioskSignIn
        eventName={loaderData.eventName}
        openHouse={loaderData.openHouse}
        privacyAddress={loaderData.privacyAddress}
        loadSchema={loadSignInSchema}
        fields={(bind, guestLanguage) => <SignInFields bind={bind} language={guestLanguage} />}
      />
    );
  }
  return (
    <PhoneSignIn
      eventName={loaderData.eventName}
      eventError={loaderData.eventError}
      openHouse={loaderData.openHouse}
    />
  );
}

/** The page a guest reaches by scanning the QR code with their own phone. */
function PhoneSignIn({
  eventName,
  eventError,
  openHouse,
}: {
  eventName: string;
  eventError?: string;
  openHouse: OpenHouseView | null;
}) {
  const { search } = useLocation();
  const language = usePageLanguage();
  const { signIn: words, signInErrors } = CATALOGUES.event[language];
  const form = useLeadFormAnswer();
  const { bind } = form;
  return (
    // The id marks what the server's answer to the form replaces when the page sends it.
    <section id="sign-in" className="bg-stone-warm px-5 py-12 md:py-20">
      <div className="card mx-auto max-w-md p-7 shadow-sm md:p-9">
        <p className="eyebrow text-center">{openHouse ? words.welcomeOpenHouse : words.welcome}</p>
        <h1 className="mt-2 text-center text-3xl break-words">
          {openHouse ? openHouse.street : eventName}
        </h1>
        {openHouse && (
          <div className="mt-5 grid gap-3">
            <OpenHousePhoto house={openHouse} eager sizes="(min-width: 480px) 400px, 100vw" />
            <OpenHouseFacts house={openHouse} />
          </div>
        )}
        {openHouse?.cancelled ? (
          <div className="mt-6 grid gap-4">
            <p role="alert" className="text-center text-red-800">
              {words.cancelled}
            </p>
            <HostCardView host={openHouse.host} />
            <a
              href={linkIn(language, "/open-houses")}
              className="btn-primary min-h-11 justify-self-center"
            >
              {words.upcoming}
            </a>
          </div>
        ) : eventError ? (
          <p role="alert" className="mt-6 text-center text-red-800">
            {words.badLink.replace("{reason}", eventError)}
          </p>
        ) : (
          <>
            <p className="mt-3 text-center text-muted">{words.intro}</p>
            <LeadForm
              form={form}
              action={`${pathIn(language, "/event/sign-in")}${search}`}
              label={words.label}
              messages={words.outcome}
              submitLabel={words.submit}
              busyLabel={words.busy}
              className="mt-8"
              enhance={signInFormCheck}
              errorWords={signInErrors}
            >
              <SignInFields bind={bind} language={language} />
            </LeadForm>
          </>
        )}
      </div>
    </section>
  );
}

/** The sign-in's fields, the same on the guest's phone and on the kiosk, in the guest's language. */
function SignInFields({ bind, language }: { bind: BindField; language: Language }) {
  const { person, questionsIntro, questions } = CATALOGUES.event[language].signIn;
  // The questions and the consent box show posted values and errors by field name, as bind gives them.
  const names = [...SIGN_IN_QUESTIONS.map((question) => question.name), FOLLOW_UP_CONSENT_FIELD];
  const values = Object.fromEntries(names.map((name) => [name, bind(name).defaultValue ?? ""]));
  const errors = Object.fromEntries(names.map((name) => [name, bind(name).errors]));
  const focus = names.find((name) => bind(name).autoFocus);
  const given = (
    <Field
      key="given"
      label={person.first}
      autoComplete="given-name"
      required
      maxLength={FIELD_MAX.name}
      {...bind("firstName")}
    />
  );
  const family = (
    <Field
      key="family"
      label={person.last}
      autoComplete="family-name"
      required
      maxLength={FIELD_MAX.name}
      {...bind("lastName")}
    />
  );
  return (
    <>
      {person.familyNameFirst ? [family, given] : [given, family]}
      <EmailField
        label={person.email}
        hintWords={CATALOGUES.forms[language].emailCorrection.hint}
        {...bind("email")}
      />
      <Field
        label={person.phone}
        type="tel"
        autoComplete="tel"
        maxLength={FIELD_MAX.phone}
        {...bind("phone")}
      />
      <SignInQuestions
        values={values}
        errors={errors}
        focus={focus}
        intro={questionsIntro}
        words={questions}
      />
      <FollowUpConsent
        form="sign-in"
        language={language}
        values={values}
        autoFocus={focus === FOLLOW_UP_CONSENT_FIELD}
      />
    </>
  );
}
