import type { Advantage } from "#content/types.ts";
import { Icon } from "./icon.tsx";

/**
 * Cards of icon, title and description (advantages, marketing elements, network reach). Two to a
 * row on a tablet, so an odd last card spans the row there instead of standing alone beside a gap.
 */
export function FeatureGrid({ items, columns = 3 }: { items: Advantage[]; columns?: 2 | 3 | 4 }) {
  const { grid, lastOdd } = {
    2: { grid: "md:grid-cols-2", lastOdd: "md:odd:last:col-span-2" },
    3: {
      grid: "md:grid-cols-2 lg:grid-cols-3",
      lastOdd: "md:odd:last:col-span-2 lg:odd:last:col-span-1",
    },
    4: {
      grid: "md:grid-cols-2 lg:grid-cols-4",
      lastOdd: "md:odd:last:col-span-2 lg:odd:last:col-span-1",
    },
  }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {items.map((item) => (
        <li key={item.title} className={`card p-7 ${lastOdd}`} data-reveal="">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-5 text-xl">{item.title}</h3>
          <p className="mt-3 leading-relaxed text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
