/** A column's heading, and what else its cells do (hidden on a phone, numbers to the right). */
export type Column = { label: string; className?: string } | string;

/** The header row of a workspace table: one column heading each, as the lists show them. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead className="border-line border-b bg-stone-warm/60 text-xs uppercase tracking-wide">
      <tr>
        {columns.map((column) => {
          const { label, className } = typeof column === "string" ? { label: column } : column;
          return (
            <th
              key={label}
              scope="col"
              className={className ? `px-3 py-2 ${className}` : "px-3 py-2"}
            >
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** A column shown from the small breakpoint up. */
export const wideOnly = (label: string): Column => ({ label, className: "hidden sm:table-cell" });
