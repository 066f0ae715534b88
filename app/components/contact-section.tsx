import { Languages, Mail, MapPin } from "lucide";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { interpolate } from "#app/utils/interpolate.tsx";
import { usePageLanguage } from "#app/utils/language.ts";
import { CATALOGUES } from "#content/catalogues.ts";
import { officeAddressLine, site } from "#content/site.ts";
import type { LeadType } from "#domain/lead-type.ts";
import { ContactForm } from "./contact-form.tsx";
import { PhoneMenu } from "./phone-menu.tsx";
import { SpokenLanguages } from "./spoken-languages.tsx";

export const mapsSearchUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(officeAddressLine)}`;

/**
 * The shared contact section: the form on the left, the team's details on the right. A page
 * whose hero already says "Contact" (/contact) leaves the section's eyebrow out; `message`
 * starts the form's message box; `languages`, what the team speaks, is said beside the details
 * (beside, not above the form: the form stays where a reply without JavaScript opens on it);
 * `leadType` chooses the first question's answer for her.
 */
export function ContactSection({
  message,
  eyebrow = true,
  languages = [],
  leadType,
}: {
  message?: string;
  eyebrow?: boolean;
  languages?: readonly string[];
  leadType?: LeadType;
} = {}) {
  const words = CATALOGUES.forms[usePageLanguage()].contactSection;
  // Its height while it waits to be drawn (app.css): above its real one at every width, in
  // every language (measured in decision 058), so a contrast check that reads under its last
  // line finds its own white ground, not the dark footer's. A browser also remembers the height
  // it was last drawn at, which after a resize is another width's.
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="bg-white py-20 [contain-intrinsic-size:1700px] md:py-28 md:[contain-intrinsic-size:1200px]"
    >
      <div className="container-site grid gap-12 md:grid-cols-[1.4fr_1fr] md:gap-16">
        <div data-reveal="">
          {eyebrow ? <p className="eyebrow">{words.eyebrow}</p> : null}
          <h2 id="contact-heading" className="mt-3 text-3xl md:text-4xl">
            {words.heading}
          </h2>
          <p className="mt-3 mb-8 text-muted">{words.intro}</p>
          <ContactForm message={message} leadType={leadType} />
        </div>
        <aside aria-label={words.detailsLabel} className="md:pt-16" data-reveal="">
          <div className="card p-7">
            <h3 className="text-xl">{words.detailsHeading}</h3>
            <ul className="mt-5 grid gap-4 text-sm">
              <li>
                <PhoneMenu
                  phone={site.phone}
                  label={words.callOrText}
                  className="flex min-h-11 items-center gap-3 font-medium hover:text-brand [&_svg]:text-brand"
                />
              </li>
              <li>
                <a
                  href={`mailto:${site.email}`}
                  className="flex min-h-11 items-center gap-3 font-medium hover:text-brand"
                >
                  <SvgIcon icon={Mail} className="size-4 text-brand" />
                  {site.email}
                </a>
              </li>
              <li>
                <a
                  href={mapsSearchUrl}
                  className="flex min-h-11 items-start gap-3 font-medium hover:text-brand"
                >
                  <SvgIcon icon={MapPin} className="mt-0.5 size-4 shrink-0 text-brand" />
                  <span>
                    {words.office}
                    <br />
                    <span className="font-normal text-muted">{officeAddressLine}</span>
                  </span>
                </a>
              </li>
              {languages.length > 0 ? (
                <li className="flex min-h-11 items-center gap-3 font-medium" data-languages="">
                  <SvgIcon icon={Languages} className="size-4 shrink-0 text-brand" />
                  <span>
                    {interpolate(words.weSpeak, {
                      languages: <SpokenLanguages languages={languages} />,
                    })}
                  </span>
                </li>
              ) : null}
            </ul>
          </div>
        </aside>
      </div>
    </section>
  );
}
