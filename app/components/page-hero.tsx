type PageHeroProps = {
  title: string;
  intro?: React.ReactNode;
  eyebrow?: string;
  /** Shown in capitals with letter-spacing (the source text stays as written). */
  caps?: boolean;
  children?: React.ReactNode;
};

/** The opening band of an inner page: its one h1 and a short introduction. */
export function PageHero({ title, intro, eyebrow, caps = false, children }: PageHeroProps) {
  return (
    <section className="border-b border-line bg-stone-warm">
      <div className="container-site py-16 text-center md:py-24">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className={`mt-3 text-4xl md:text-5xl ${caps ? "heading-caps" : ""}`}>{title}</h1>
        {intro ? (
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted">{intro}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
