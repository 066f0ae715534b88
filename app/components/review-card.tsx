import { Quote, Star } from "lucide";
import { usePageLanguage } from "#app/utils/language.ts";
import { uiText } from "#content/ui.ts";
import { formatCalendarMonthIn } from "#domain/dates.ts";
import { isChinese } from "#domain/language.ts";
import type { HomeReview } from "#server/content/public-pages.ts";
import { SvgIcon } from "./svg-icon.tsx";

/**
 * A client's review on the home page's dark band: the quote, who gave it, and what the team
 * entered of it in /staff (issue 39): its stars, and where it was given, linked when known.
 */
export function ReviewCard({ review }: { review: HomeReview }) {
  const language = usePageLanguage();
  const ui = uiText(language);
  // A Chinese page shows the Chinese quote the team wrote, else the client's own English words.
  const chinese = isChinese(language) && review.quoteZh ? review.quoteZh : null;
  const englishOn = (page: string) => (page === "en" ? undefined : "en");
  const source = review.sourceUrl ? (
    <a
      href={review.sourceUrl}
      rel="noopener"
      className="inline-flex min-h-11 min-w-11 items-center underline hover:text-white"
    >
      {review.sourceName ?? ui.review.see}
    </a>
  ) : (
    review.sourceName
  );
  return (
    <figure>
      <SvgIcon icon={Quote} className="size-8 text-white/60" />
      {review.rating ? (
        <p className="mt-4 flex gap-0.5 text-amber-300">
          <span className="sr-only">{ui.review.rated(review.rating)}</span>
          {Array.from({ length: 5 }, (_, star) => (
            <SvgIcon
              key={star}
              icon={Star}
              className={`size-4 ${star < (review.rating ?? 0) ? "fill-current" : "opacity-40"}`}
            />
          ))}
        </p>
      ) : null}
      <blockquote
        lang={chinese ? undefined : englishOn(language)}
        className="mt-4 leading-relaxed text-white/90"
      >
        {chinese ?? review.quote}
      </blockquote>
      <figcaption className="mt-6">
        <span className="font-semibold">{review.firstName}</span>
        <span lang={englishOn(language)} className="block text-sm text-white/75">
          {review.role}
        </span>
        {source || review.givenOn ? (
          <span className="block text-sm text-white/75">
            {source}
            {source && review.givenOn ? ", " : null}
            {review.givenOn ? (
              <time dateTime={review.givenOn}>
                {formatCalendarMonthIn(language, review.givenOn)}
              </time>
            ) : null}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
