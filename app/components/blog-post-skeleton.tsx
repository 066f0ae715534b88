/** Stands in for a post while a client-side navigation waits for its data. */
export function BlogPostSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="container-site max-w-3xl animate-pulse py-16"
      data-testid="post-skeleton"
    >
      <span className="sr-only">Loading article…</span>
      <div className="h-4 w-32 rounded bg-line" />
      <div className="mt-5 h-10 w-4/5 rounded bg-line" />
      <div className="mt-3 h-10 w-3/5 rounded bg-line" />
      <div className="mt-8 aspect-[3/2] w-full rounded-md bg-line" />
      {[0, 1, 2, 3, 4].map((line) => (
        <div key={line} className="mt-4 h-4 w-full rounded bg-line" />
      ))}
    </div>
  );
}
