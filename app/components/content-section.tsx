import { SectionHeading } from "./section-heading.tsx";

type ContentSectionProps = {
  /** Id of the heading, which also names the section for assistive technology. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: "plain" | "stone";
  children: React.ReactNode;
};

/** A full-width page section: its heading block, then the content below it. */
export function ContentSection({
  id,
  eyebrow,
  title,
  intro,
  tone = "plain",
  children,
}: ContentSectionProps) {
  return (
    <section aria-labelledby={id} className={`py-20 ${tone === "stone" ? "bg-stone-warm" : ""}`}>
      <div className="container-site">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
