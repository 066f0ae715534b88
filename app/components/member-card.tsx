import { Mail, Phone } from "lucide";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { interpolate } from "#app/utils/interpolate.tsx";
import { sentenceGap, usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { type MemberCardData, memberInLanguage } from "#domain/team.ts";
import { ResponsiveImage } from "./responsive-image.tsx";
import { SpokenLanguages } from "./spoken-languages.tsx";

/**
 * One team member, small: portrait, name, role, and her direct phone and e-mail as plain
 * links (they work without JavaScript). Used where a page hands the visitor to a person:
 * the answer to a form, the foot of a post. The member comes from the team's table
 * (server/team/members.ts), read by the page's loader. Her role is hers, written in /staff/team:
 * a Chinese page shows her Chinese one, or marks her English one so.
 */
export function MemberCard({
  member,
  heading = "h3",
  note,
}: {
  member: MemberCardData;
  /** The card's heading level, to fit the page's outline. */
  heading?: "h2" | "h3";
  /** A line under the role ("Writes your market analysis"). */
  note?: string;
}) {
  const Heading = heading;
  const language = usePageLanguage();
  const words = CATALOGUES.forms[language].memberCard;
  // After the label's colon: a space in English, none after Chinese's full-width "：".
  const gap = sentenceGap(language);
  const { role, photo } = memberInLanguage(member, language);
  return (
    // Side by side only where the card itself is wide enough (a container query: the card sits
    // in narrow side columns as well as across a phone).
    <div className="@container card p-6" data-member-card={member.key}>
      <div className="flex flex-col gap-5 @sm:flex-row @sm:items-center">
        {photo ? (
          <div className="shrink-0">
            <ResponsiveImage
              image={photo.image}
              lang={photo.lang}
              sizes="112px"
              className="size-28 rounded-full object-cover"
            />
          </div>
        ) : null}
        <div className="min-w-0">
          <Heading className="text-xl">{member.name}</Heading>
          {role.words ? (
            <p className="mt-1 text-sm font-semibold tracking-wide text-brand" lang={role.lang}>
              {role.words}
            </p>
          ) : null}
          {member.languages.length > 0 ? (
            <p className="mt-1 text-sm text-muted">
              {interpolate(words.speaks, {
                languages: <SpokenLanguages languages={member.languages} />,
              })}
            </p>
          ) : null}
          {note ? <p className="mt-2 text-sm text-muted">{note}</p> : null}
          <ul className="mt-3 grid gap-1 text-sm">
            <li>
              <a
                href={`tel:${member.phone.e164}`}
                className="inline-flex min-h-11 items-center gap-2 font-medium hover:text-brand"
              >
                <SvgIcon icon={Phone} className="size-4 text-brand" />
                <span>
                  <span className="sr-only">
                    {interpolate(words.call, { name: member.name })}
                    {gap}
                  </span>
                  {member.phone.display}
                </span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${member.email}`}
                className="inline-flex min-h-11 items-center gap-2 font-medium break-all hover:text-brand"
              >
                <SvgIcon icon={Mail} className="size-4 text-brand" />
                <span>
                  <span className="sr-only">
                    {interpolate(words.email, { name: member.name })}
                    {gap}
                  </span>
                  {member.email}
                </span>
              </a>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
