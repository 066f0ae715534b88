import { useId } from "react";

export type ChartSeries = { key: string; label: string; color: string };
export type ChartPoint = { label: string; values: Record<string, number> };

/** Drawing units: the bars stretch to the chart's box; labels are HTML, so text never scales. */
const WIDTH = 1000;
const HEIGHT = 100;

/**
 * A stacked bar chart drawn on the server as plain SVG: no chart library, no
 * client code. Screen readers get the title and a one-line summary; the same
 * numbers are in a table below it for anyone who would rather read them.
 */
export function BarChart({
  title,
  summary,
  series,
  points,
  firstColumn,
}: {
  title: string;
  summary: string;
  series: ChartSeries[];
  points: ChartPoint[];
  /** The table's heading for the point labels ('Week of', 'Hour'). */
  firstColumn: string;
}) {
  const id = useId();
  const totals = points.map((point) =>
    series.reduce((sum, s) => sum + (point.values[s.key] ?? 0), 0),
  );
  const max = Math.max(1, ...totals);
  const slot = WIDTH / Math.max(1, points.length);
  const bar = Math.max(1, slot * 0.75);
  const scale = HEIGHT / max;
  // Label about six points along the axis, whatever their number.
  const labelEvery = Math.max(1, Math.ceil(points.length / 5));
  return (
    <figure className="card p-3">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="flex gap-3 text-muted text-xs">
          {series.map((s) => (
            <span key={s.key} className="inline-flex items-center gap-1">
              <span
                aria-hidden="true"
                className="inline-block size-2.5 rounded-sm"
                style={{ background: s.color }}
              />
              {s.label}
            </span>
          ))}
        </span>
      </figcaption>
      <div className="mt-2 flex gap-2">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="block h-32 w-full border-line border-b"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {points.map((point, index) => {
            let y = HEIGHT;
            const x = index * slot + (slot - bar) / 2;
            return (
              <g key={point.label}>
                {series.map((s) => {
                  const height = (point.values[s.key] ?? 0) * scale;
                  y -= height;
                  return height > 0 ? (
                    <rect key={s.key} x={x} y={y} width={bar} height={height} fill={s.color} />
                  ) : null;
                })}
              </g>
            );
          })}
        </svg>
        <span aria-hidden="true" className="shrink-0 text-muted text-xs tabular-nums">
          {max}
        </span>
      </div>
      <div aria-hidden="true" className="relative mr-6 h-4 text-muted text-xs">
        {points.map((point, index) =>
          index % labelEvery === 0 ? (
            <span
              key={point.label}
              className="absolute top-0 whitespace-nowrap"
              style={{ left: `${(index / points.length) * 100}%` }}
            >
              {point.label}
            </span>
          ) : null,
        )}
      </div>
      <details className="mt-1 text-xs">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-muted">
          Show as a table
        </summary>
        <div className="max-h-64 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">
                  {firstColumn}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-2 py-1 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.label} className="border-line border-t">
                  <th scope="row" className="px-2 py-1 font-normal">
                    {point.label}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="px-2 py-1 text-right tabular-nums">
                      {point.values[s.key] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
