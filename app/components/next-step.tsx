import { ArrowRight, type IconNode } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SvgIcon } from "./svg-icon.tsx";

const TONES = {
  stone: { band: "bg-stone-warm", text: "text-muted" },
  white: { band: "", text: "text-muted" },
  brand: { band: "bg-brand-soft", text: "text-muted" },
  ink: { band: "bg-ink text-white", text: "text-white/80" },
} as const;

/**
 * The band a page ends with: one clear next step that fits the page (issue 32: no
 * page ends in a dead end). Its actions are plain links, so it works without JavaScript.
 */
export function NextStep({
  id,
  heading,
  text,
  tone = "stone",
  icon,
  children,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  heading: ReactNode;
  text?: ReactNode;
  tone?: keyof typeof TONES;
  icon?: IconNode;
  /** The actions: a NextStepLink, or the page's own buttons. */
  children: ReactNode;
}) {
  const { band, text: textColour } = TONES[tone];
  return (
    <section
      aria-labelledby={id}
      className={`${band} py-16 text-center md:py-20`}
      data-next-step=""
    >
      <div className="container-site max-w-3xl">
        {icon ? <SvgIcon icon={icon} className="mx-auto mb-4 size-8 text-brand" /> : null}
        <h2 id={id} className="text-3xl md:text-4xl">
          {heading}
        </h2>
        {text ? (
          <p className={`mx-auto mt-4 max-w-xl text-lg leading-relaxed ${textColour}`}>{text}</p>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}

/** The usual single action: a primary button with an arrow. */
export function NextStepLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="btn-primary">
      {children} <SvgIcon icon={ArrowRight} className="size-4" />
    </Link>
  );
}
