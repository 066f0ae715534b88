import { ArrowRight } from "lucide";
import { Link } from "react-router";
import { SvgIcon } from "./svg-icon.tsx";

/**
 * The band a page ends with: one clear next step that fits the page (issue 32: no
 * page ends in a dead end). A plain link, so it works without JavaScript.
 */
export function NextStep({
  id,
  heading,
  text,
  href,
  label,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  heading: string;
  text: string;
  href: string;
  label: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="bg-stone-warm py-16 text-center md:py-20"
      data-next-step=""
    >
      <div className="container-site">
        <h2 id={id} className="text-3xl md:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{text}</p>
        <Link to={href} className="btn-primary mt-8">
          {label} <SvgIcon icon={ArrowRight} className="size-4" />
        </Link>
      </div>
    </section>
  );
}
