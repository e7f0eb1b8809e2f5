import type { CSSProperties, ReactNode } from 'react';

// NOTE: below md each row becomes a card (cells stacked), so a phone never has to scroll sideways to reach a control.
export const TR = 'hover:bg-cream/60 max-md:block max-md:px-1 max-md:py-2';
export const TD = 'px-3 py-3 align-top max-md:block max-md:py-1';

/** The staff tables' frame: columns at a readable minimum width on a desktop, stacked cards on a phone. */
export function DataTable({
  caption,
  columns,
  minWidth,
  children,
}: {
  caption: string;
  columns: string[];
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-charcoal/10 bg-white shadow-sm md:overflow-x-auto">
      <table
        className="w-full border-collapse text-sm max-md:block md:min-w-(--table-min)"
        style={{ '--table-min': `${minWidth}px` } as CSSProperties}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-charcoal/10 bg-parchment/50 max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-smoke uppercase">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-charcoal/8 max-md:block">{children}</tbody>
      </table>
    </div>
  );
}
