import { Link } from '@tanstack/react-router';
import type { UnreadTextsResponse } from '@sdp/shared/wire-texts';
import { Button } from '../../../components/ui/button.tsx';
import { useMarkNumberRead, useUnreadTexts } from '../../../lib/api/order-texts.ts';
import { formatPhone } from '../../../lib/format-phone.ts';
import { formatDateTime } from '../../../lib/staff-format.ts';

const count = (n: number) => (n === 1 ? '1 new text' : `${n} new texts`);

/**
 * "Texts to read" (docs/design.md §19, ADR 175): every customer text nobody has read yet. One on an order links to the order's Texts
 * panel, one on no order to the household's record (matched by its number), where opening it reads them; a number no household
 * has (a new prospect) shows here, to call, with "Mark read". Nothing shows while every text has been read.
 */
export function UnreadTextsPanel() {
  const { data } = useUnreadTexts();
  if (!data || data.total === 0) return null;
  const listed = [...data.orders, ...data.noOrder].reduce((sum, o) => sum + o.unread, 0);
  const more = data.total - listed;
  return (
    <section aria-labelledby="unread-texts" className="mb-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6" data-testid="unread-texts">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="unread-texts" className="flex items-center gap-2 font-display text-xl font-semibold">
          Texts to read
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-ember px-2 py-0.5 text-sm font-semibold text-white" aria-label={`${data.total} unread`}>
            {data.total}
          </span>
        </h2>
        <p className="text-sm text-smoke">Customers&rsquo; texts; opening the order or household reads them.</p>
      </div>
      <ul className="mt-3 divide-y divide-charcoal/10">
        {data.orders.map((o) => (
          <li key={o.orderId} className="py-3 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <Link to="/orders/$id" params={{ id: o.orderId }} hash="texts-heading" className="font-medium hover:underline">
                {o.customerName}
              </Link>
              <span className="text-xs text-smoke">{count(o.unread)} · {formatDateTime(o.lastAt)}</span>
            </p>
            <p className="mt-0.5 line-clamp-2 break-words text-smoke">&ldquo;{o.lastBody}&rdquo;</p>
          </li>
        ))}
        {data.noOrder.map((t) => <NoOrderText key={t.customerId ?? t.phone} text={t} />)}
      </ul>
      {more > 0 && <p className="mt-2 text-xs text-smoke">And {more} more on older orders.</p>}
    </section>
  );
}

/** Texts on no order: a household's (to its record), or a number nobody has (call it, then mark read). */
function NoOrderText({ text }: { text: UnreadTextsResponse['noOrder'][number] }) {
  const markRead = useMarkNumberRead();
  return (
    <li className="py-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        {text.customerId ? (
          <Link to="/customers/$id" params={{ id: text.customerId }} hash="texts" className="font-medium hover:underline">
            {text.customerName || formatPhone(text.phone)}
          </Link>
        ) : (
          <a href={`tel:${text.phone}`} className="font-medium hover:underline">{formatPhone(text.phone)}</a>
        )}
        <span className="text-xs text-smoke">
          {text.customerId ? 'No open order' : 'Unknown number'} · {count(text.unread)} · {formatDateTime(text.lastAt)}
        </span>
      </p>
      <p className="mt-0.5 line-clamp-2 break-words text-smoke">&ldquo;{text.lastBody}&rdquo;</p>
      {!text.customerId && (
        <Button type="button" variant="outline" className="mt-2 h-10" disabled={markRead.isPending} onClick={() => markRead.mutate(text.phone)}>
          Mark read
        </Button>
      )}
    </li>
  );
}
