import type { Advantage } from "#content/types.ts";
import { Icon } from "./icon.tsx";

/** Cards of icon, title and description (advantages, marketing elements, network reach). */
export function FeatureGrid({ items, columns = 3 }: { items: Advantage[]; columns?: 2 | 3 | 4 }) {
  const grid = {
    2: "md:grid-cols-2",
    3: "md:grid-cols-2 lg:grid-cols-3",
    4: "md:grid-cols-2 lg:grid-cols-4",
  }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {items.map((item) => (
        <li key={item.title} className="card p-7" data-reveal="">
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
