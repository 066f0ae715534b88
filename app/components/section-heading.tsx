type SectionHeadingProps = {
  eyebrow?: string;
  title: string;
  id?: string;
  intro?: string;
  align?: "left" | "center";
  /** Light text for dark backgrounds. */
  inverse?: boolean;
};

/** The heading block that opens a page section: small eyebrow, serif title, optional intro. */
export function SectionHeading({
  eyebrow,
  title,
  id,
  intro,
  align = "center",
  inverse = false,
}: SectionHeadingProps) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? <p className={inverse ? "eyebrow text-white/80" : "eyebrow"}>{eyebrow}</p> : null}
      <h2 id={id} className="mt-3 text-3xl md:text-4xl">
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg ${inverse ? "text-white/85" : "text-muted"}`}>{intro}</p>
      ) : null}
    </div>
  );
}
