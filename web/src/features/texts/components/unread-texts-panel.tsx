import { Link } from '@tanstack/react-router';
import { useUnreadTexts } from '../../../lib/api/order-texts.ts';
import { formatDateTime } from '../../../lib/staff-format.ts';

/**
 * "Texts to read" (docs/design.md §19): customers' texts nobody has read yet, each order linking to its Texts panel, where opening
 * it reads them. Nothing shows while every text has been read.
 */
export function UnreadTextsPanel() {
  const { data } = useUnreadTexts();
  if (!data || data.total === 0) return null;
  const more = data.total - data.orders.reduce((sum, o) => sum + o.unread, 0);
  return (
    <section aria-labelledby="unread-texts" className="mb-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6" data-testid="unread-texts">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="unread-texts" className="flex items-center gap-2 font-display text-xl font-semibold">
          Texts to read
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-ember px-2 py-0.5 text-sm font-semibold text-white" aria-label={`${data.total} unread`}>
            {data.total}
          </span>
        </h2>
        <p className="text-sm text-smoke">Customers&rsquo; replies by text; opening the order reads them.</p>
      </div>
      <ul className="mt-3 divide-y divide-charcoal/10">
        {data.orders.map((o) => (
          <li key={o.orderId} className="py-3 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <Link to="/orders/$id" params={{ id: o.orderId }} hash="texts-heading" className="font-medium hover:underline">
                {o.customerName}
              </Link>
              <span className="text-xs text-smoke">{o.unread === 1 ? '1 new text' : `${o.unread} new texts`} · {formatDateTime(o.lastAt)}</span>
            </p>
            <p className="mt-0.5 line-clamp-2 break-words text-smoke">&ldquo;{o.lastBody}&rdquo;</p>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-xs text-smoke">And {more} more on older orders.</p>}
    </section>
  );
}
