import { useId } from "react";

export type ChartSeries = { key: string; label: string; color: string };
export type ChartPoint = { label: string; values: Record<string, number> };

/** Drawing units: the SVG scales to its container's width. */
const WIDTH = 640;
const HEIGHT = 160;
const AXIS = 18;

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
  const scale = (HEIGHT - AXIS) / max;
  // Label about six points along the axis, whatever their number.
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
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
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="mt-2 block h-auto w-full"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="#ddd5ca" />
        {points.map((point, index) => {
          let y = HEIGHT - AXIS;
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
              {index % labelEvery === 0 && (
                <text x={x} y={HEIGHT - 4} fontSize={11} fill="#57534e">
                  {point.label}
                </text>
              )}
            </g>
          );
        })}
        <text x={WIDTH} y={11} fontSize={11} fill="#57534e" textAnchor="end">
          max {max}
        </text>
      </svg>
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
