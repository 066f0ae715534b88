import { Link } from "react-router";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn } from "#app/utils/language-link.ts";
import { FOOTER_LINKS } from "#app/utils/nav.ts";
import { officeAddressLine, site } from "#content/site.ts";
import { uiText } from "#content/ui.ts";
import { CopyrightYear } from "./copyright-year.tsx";
import { Logo } from "./logo.tsx";
import { BrokerageNotice } from "./notices/brokerage-notice.tsx";
import { EqualHousingNotice } from "./notices/equal-housing.tsx";

export function SiteFooter() {
  const ui = uiText(usePageLanguage());
  const linkIn = useLinkIn();
  // Its height while it waits to be drawn below a home page's first screen (app.css): above its
  // real one at every width, in every language (measured in decision 058), so a contrast check
  // that reads under its last line finds its own dark ground. A browser also remembers the
  // height it was last drawn at, which after a resize is another width's.
  return (
    <footer className="bg-ink text-white/85 [contain-intrinsic-size:1400px] md:[contain-intrinsic-size:900px] lg:[contain-intrinsic-size:760px] print:hidden">
      <div className="container-site grid gap-10 py-14 md:grid-cols-[1.2fr_1fr]">
        <div>
          <Link
            to={linkIn("/")}
            aria-label={ui.homeLink}
            className="inline-flex min-h-11 items-center text-white"
          >
            <Logo />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{ui.tagline}</p>
          <p className="mt-4 text-sm">{officeAddressLine}</p>
        </div>
        <nav aria-label={ui.footerNav}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={linkIn(link.to)}
                  className="inline-flex min-h-11 min-w-11 items-center hover:text-white"
                >
                  {ui.nav[link.to]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/15">
        <div className="container-site grid gap-4 py-6 text-white/75 md:grid-cols-[1fr_1.4fr] md:gap-10">
          <div>
            <BrokerageNotice />
            <ul className="mt-2 flex gap-5 text-xs">
              <li>
                <Link
                  to={linkIn("/privacy")}
                  className="inline-flex min-h-11 min-w-11 items-center hover:text-white"
                >
                  {ui.privacy}
                </Link>
              </li>
              <li>
                <Link
                  to={linkIn("/accessibility")}
                  className="inline-flex min-h-11 min-w-11 items-center hover:text-white"
                >
                  {ui.accessibility}
                </Link>
              </li>
            </ul>
          </div>
          <EqualHousingNotice />
        </div>
        <p className="container-site pb-6 text-xs text-white/75">
          © <CopyrightYear /> {site.name}. {ui.allRightsReserved}
        </p>
      </div>
    </footer>
  );
}
