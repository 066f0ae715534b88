import { Globe, Mail, Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { NAV_LINKS } from "#app/utils/nav.ts";
import { useDetailsDismiss } from "#app/utils/use-details-dismiss.ts";
import { site } from "#content/site.ts";
import { Logo } from "./logo.tsx";
import { PhoneMenu } from "./phone-menu.tsx";

/** The bar turns translucent once the page has scrolled more than 20 px; at the top it stays solid. */
const TRANSLUCENT_AFTER_PX = 20;

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

// Tighter between md and xl, where the eight links share the bar with the logo.
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap text-[0.8rem] font-semibold tracking-[0.14em] transition-colors hover:text-brand md:text-[0.75rem] md:tracking-[0.08em] xl:text-[0.8rem] xl:tracking-[0.14em] ${
    isActive ? "text-brand underline decoration-2 underline-offset-8" : "text-ink"
  }`;

export function SiteHeader() {
  const scrolled = useScrolledPast(TRANSLUCENT_AFTER_PX);
  const mobileMenu = useDetailsDismiss();
  const { pathname } = useLocation();

  // The mobile menu closes when a page is chosen, whichever way the navigation happened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(mobileMenu.close, [pathname]);

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-colors print:hidden duration-300 ${
        scrolled ? "bg-white/80 shadow-sm backdrop-blur-md" : "bg-white"
      }`}
    >
      <div className="h-9 bg-ink text-white">
        <div className="container-site flex h-full items-center justify-end gap-5 text-xs">
          <PhoneMenu
            phone={site.phone}
            label="Call or text us"
            align="end"
            className="flex min-h-9 items-center gap-1.5 hover:text-white/80"
          />
          <a
            href={`mailto:${site.email}`}
            className="flex min-h-9 items-center gap-1.5 hover:text-white/80"
          >
            <Mail aria-hidden className="size-4" />
            <span className="hidden sm:inline">{site.email}</span>
            <span className="sm:hidden">Email</span>
          </a>
          <a
            href={site.chineseSiteUrl}
            lang="zh-Hans"
            hrefLang="zh-Hans"
            className="flex min-h-9 items-center gap-1.5 hover:text-white/80"
          >
            <Globe aria-hidden className="size-4" />
            中文网站
          </a>
        </div>
      </div>
      <div className="container-site flex h-[76px] items-center justify-between gap-6">
        <Link
          to="/"
          aria-label={`${site.name}, home`}
          onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
        >
          {/* Between md and xl the bar shows the mark only: the name would crowd the links. */}
          <Logo nameClassName="md:hidden xl:inline" />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-3 lg:gap-5 xl:gap-7">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* A native disclosure: the menu opens and links work before hydration and without JavaScript. */}
        <details ref={mobileMenu.ref} className="group md:hidden">
          <summary
            aria-label="Menu"
            className="flex size-11 cursor-pointer list-none items-center justify-center rounded-sm [&::-webkit-details-marker]:hidden"
          >
            <Menu aria-hidden className="group-open:hidden" />
            <X aria-hidden className="hidden group-open:block" />
          </summary>
          <nav
            aria-label="Main mobile"
            className="absolute inset-x-0 top-full border-t border-line bg-white shadow-md"
          >
            <ul className="container-site flex flex-col py-2">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end
                    className={(state) => `${navLinkClass(state)} flex min-h-12 items-center`}
                    onClick={mobileMenu.close}
                  >
                    {link.label}
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
