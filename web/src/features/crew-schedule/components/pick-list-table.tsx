import type { RunSheet } from '@sdp/shared/wire-crew';

/**
 * What to load on the truck for the day: every stop's package and quantity add-ons, added up (ADR 034); with `loadBack`, what the
 * day's pick-ups bring back on it (docs/design.md §26), the same way.
 */
export function PickListTable({ pickList, loadBack = false }: { pickList: RunSheet['pickList']; loadBack?: boolean }) {
  const id = loadBack ? 'load-back' : 'pick-list';
  return (
    <section aria-labelledby={id} data-load-list={id} className="rounded-2xl bg-white p-4 shadow-sm print:break-inside-avoid print:shadow-none print:ring-1 print:ring-charcoal/20 sm:p-6">
      <h2 id={id} className="font-display text-xl font-semibold">{loadBack ? 'Load back' : 'Pick list'}</h2>
      {loadBack && <p className="mt-1 text-sm text-ink/80">Everything the pick-ups bring back to the base: check each off as it goes on the truck.</p>}
      {pickList.length === 0 ? (
        <p className="mt-2 text-sm text-smoke">Nothing to load: no stops on this day.</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead className="sr-only">
            <tr><th scope="col">Item</th><th scope="col">Quantity</th></tr>
          </thead>
          <tbody className="divide-y divide-charcoal/10">
            {pickList.map((line) => (
              <tr key={line.item}>
                <td className="py-2 pr-3">
                  <span aria-hidden="true" className="mr-2 inline-block h-4 w-4 rounded border border-charcoal/40 align-[-3px]" />
                  {line.item}
                </td>
                <td className="py-2 text-right font-semibold tabular-nums">{line.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
