import { Globe, Mail, Menu, X } from "lucide";
import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ChineseText } from "#app/components/chinese-text.tsx";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import { LANGUAGE_LINK_ATTRIBUTE } from "#app/enhance/language-link.ts";
import { MENU_ATTRIBUTE } from "#app/enhance/menu-dismiss.ts";
import { usePageLanguage } from "#app/utils/language.ts";
import { useLinkIn, useOtherLanguageLinks } from "#app/utils/language-link.ts";
import { NAV_LINKS } from "#app/utils/nav.ts";
import { site } from "#content/site.ts";
import { uiText } from "#content/ui.ts";
import { SCROLLED_ATTRIBUTE } from "#domain/page-attributes.ts";
import { Logo } from "./logo.tsx";
import { PhoneMenu } from "./phone-menu.tsx";

// Tighter below xl, where the eight links share the bar with the logo and its name.
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap text-[0.8rem] font-semibold tracking-[0.14em] transition-colors hover:text-brand nav:text-[0.75rem] nav:tracking-[0.08em] xl:text-[0.8rem] xl:tracking-[0.14em] ${
    isActive ? "text-brand underline decoration-2 underline-offset-8" : "text-ink"
  }`;

// The contact strip's links are full-height tap targets (44 px, the strip's height).
/**
 * The bar under the contact strip. The page's first paint waits until the HTML
 * has reached it (`<link rel="expect">` in the root): the strip's links stand
 * against its right edge, so a paint of a strip half-received (the HTML arrives
 * in pieces) drew them further right, and they moved when the rest arrived.
 */
export const HEADER_BAR_ID = "site-header-bar";

// At least 44 px wide too: a two-character script name (简体, 繁體) is narrower than a finger.
const stripLinkClass =
  "flex min-h-11 min-w-11 items-center justify-center gap-1.5 px-1.5 hover:text-white/80";

export function SiteHeader() {
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const ui = uiText(usePageLanguage());
  const linkIn = useLinkIn();

  // The mobile menu closes when another page is drawn, whichever way the navigation happened
  // (choosing one of its links closes it too: app/enhance/menu-dismiss.ts). Not when React
  // hydrates the page: a menu the visitor opened before then stays open.
  const drawnPath = useRef(pathname);
  useEffect(() => {
    if (drawnPath.current === pathname) return;
    drawnPath.current = pathname;
    if (mobileMenu.current) mobileMenu.current.open = false;
  }, [pathname]);

  return (
    <header
      // Translucent once the page has scrolled: the page script keeps the value (app/enhance/header-scroll.ts).
      // 95% white: at 80% the dark sections behind it turned the bar a muddy grey.
      {...{ [SCROLLED_ATTRIBUTE]: "false" }}
      className="fixed inset-x-0 top-0 z-50 bg-white transition-colors duration-300 data-[scrolled=true]:bg-white/95 data-[scrolled=true]:shadow-sm data-[scrolled=true]:backdrop-blur-md print:hidden"
    >
      <div className="h-header-strip bg-ink text-white">
        <div className="container-site flex h-full items-center justify-end gap-2 text-xs sm:gap-5">
          <PhoneMenu
            phone={site.phone}
            label={ui.callOrText}
            align="end"
            className={stripLinkClass}
          />
          <a href={`mailto:${site.email}`} className={stripLinkClass}>
            <SvgIcon icon={Mail} className="size-4" />
            <span className="hidden sm:inline">{site.email}</span>
            <span className="sm:hidden">{ui.email}</span>
          </a>
          <LanguageLinks />
        </div>
      </div>
      <div
        id={HEADER_BAR_ID}
        className="container-site flex h-[calc(var(--spacing-header)-var(--spacing-header-strip))] items-center justify-between gap-4 md:gap-6"
      >
        <Link
          to={linkIn("/")}
          aria-label={ui.homeLink}
          className="flex min-h-11 items-center"
          onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
        >
          <Logo />
        </Link>
        <nav aria-label={ui.mainNav} className="hidden nav:block">
          <ul className="flex items-center gap-5">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={linkIn(link.to)} end className={navLinkClass}>
                  {ui.nav[link.to]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The header's one action, wherever the bar has room for it: beside the menu on a
            tablet, after the links on a wide screen. Below 640 px the logo fills the bar and
            between 1024 and 1280 px the eight links do: there it leads the phone menu instead. */}
        <Link
          to={linkIn("/sellers/home-value")}
          className="btn-primary ml-auto hidden px-4 whitespace-nowrap sm:inline-flex nav:hidden xl:ml-0 xl:inline-flex xl:px-5"
          data-header-action=""
        >
          {ui.homeValueButton}
        </Link>
        {/* A native disclosure: the menu opens and links work before hydration and without JavaScript. */}
        <details ref={mobileMenu} {...{ [MENU_ATTRIBUTE]: "" }} className="group nav:hidden">
          <summary
            aria-label={ui.menu}
            className="flex size-11 cursor-pointer list-none items-center justify-center rounded-sm [&::-webkit-details-marker]:hidden"
          >
            <SvgIcon icon={Menu} className="group-open:hidden" />
            <SvgIcon icon={X} className="hidden group-open:block" />
          </summary>
          <nav
            aria-label={ui.mainMobileNav}
            className="absolute inset-x-0 top-full border-t border-line bg-white shadow-md"
          >
            <ul className="container-site flex flex-col py-2">
              <li className="py-2 sm:hidden">
                <Link
                  to={linkIn("/sellers/home-value")}
                  className="btn-primary w-full"
                  data-menu-action=""
                >
                  {ui.homeValueMenu}
                </Link>
              </li>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={linkIn(link.to)}
                    end
                    className={(state) => `${navLinkClass(state)} flex min-h-12 items-center`}
                  >
                    {ui.nav[link.to]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}

/**
 * The same page in the other languages (issue 40): 中文 on an English page, drawn from the font's
 * outlines (docs/decisions/016) and named for the languages the team speaks; English and the
 * other script (简体 / 繁體, docs/decisions/053) on a Chinese page. Never chosen for the visitor from her browser's languages: she follows it or not.
 */
function LanguageLinks() {
  const language = usePageLanguage();
  const otherLanguage = uiText(language).otherLanguage;
  return useOtherLanguageLinks().map(({ href, target }, index) => {
    const { label, name } =
      language !== "en" && target !== "en" ? SCRIPT_NAMES[target] : otherLanguage;
    return (
      <a
        key={target}
        href={href}
        lang={target}
        hrefLang={target}
        aria-label={name}
        className={stripLinkClass}
        {...{ [LANGUAGE_LINK_ATTRIBUTE]: "" }}
      >
        {index === 0 && <SvgIcon icon={Globe} className="size-4" />}
        {language === "en" ? <ChineseText text={label} /> : label}
      </a>
    );
  });
}

/** The other Chinese script, named in itself: what a Chinese page offers beside English. */
const SCRIPT_NAMES = {
  "zh-Hans": { label: "简体", name: "简体中文" },
  "zh-Hant": { label: "繁體", name: "繁體中文" },
} as const;
