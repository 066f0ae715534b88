import { site } from "#content/site.ts";

/** The house-mark monogram and the team's name. */
export function Logo({
  className = "",
  nameClassName = "",
}: {
  className?: string;
  nameClassName?: string;
}) {
  return (
    <span className={`flex items-center gap-3 ${className}`}>
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-10 shrink-0">
        <rect width="40" height="40" rx="4" className="fill-brand" />
        <path
          d="M8 19 20 9l12 10v12H8z"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path
          d="M14 31v-9l6 6 6-6v9"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={`font-display text-lg leading-tight font-semibold tracking-wide md:text-xl ${nameClassName}`}
      >
        {site.name}
      </span>
    </span>
  );
}
