import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { actionError } from '../../../components/ui/confirm-dialog.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useDocumentMeta } from '../../../lib/seo.ts';
import { usd } from '../../../lib/order-labels.ts';
import { createBalanceIntent, payBalanceQueryOptions, usePayBalance } from '../api/pay-balance.ts';
import { BalancePaymentForm } from '../../../components/balance-payment-form.tsx';

/**
 * /pay-balance/{token}: the page the balance e-mail links to when the saved card needs the customer (3-D Secure) or was declined, or
 * when no card was saved (docs/design.md §11, ADR 026). The customer confirms on-session, with the saved card or a new one.
 */
export function PayBalanceScreen({ token }: { token: string }) {
  useDocumentMeta('Pay your balance | SD Pumpkin', 'Pay the balance of your SD Pumpkin porch installation securely.');
  const query = usePayBalance(token);
  const queryClient = useQueryClient();
  return (
    <main>
      <PageHeader eyebrow="Your porch" title="Pay your balance" lede="Secure card payment for your SD Pumpkin installation." />
      <div className="container-page max-w-xl py-10 sm:py-14">
        {query.isPending ? (
          <Spinner label="Loading your balance" className="py-10" />
        ) : query.isError ? (
          <p role="alert" className="rounded-2xl bg-white p-6 shadow-sm">
            {actionError(query.error)} If you received this link by e-mail, please call us at (858) 255-0282.
          </p>
        ) : (
          <section className="rounded-2xl bg-white p-5 shadow-sm sm:p-8" aria-labelledby="balance-heading">
            <h2 id="balance-heading" className="font-display text-2xl font-semibold">
              {query.data.packageName}
            </h2>
            <dl className="mt-4 divide-y divide-charcoal/10 text-sm">
              <Row label="Order" value={`#${query.data.orderNumber}`} />
              <Row label="Delivery week of" value={formatCalendarDate(query.data.deliveryDate)} />
              <Row label="Balance due" value={usd(query.data.balanceDue)} strong />
            </dl>
            {query.data.balanceStatus === 'paid' ? (
              <p className="mt-6 rounded-xl bg-success/10 p-4 text-success" role="status">Your balance is paid. Thank you, and enjoy your porch!</p>
            ) : query.data.payable ? (
              <BalancePaymentForm
                amount={query.data.balanceDue}
                createIntent={() => createBalanceIntent(token)}
                onPaid={() => void queryClient.invalidateQueries({ queryKey: payBalanceQueryOptions(token).queryKey })}
              />
            ) : (
              <p className="mt-6 rounded-xl bg-cream p-4" role="status">
                {query.data.balanceStatus === 'scheduled' || query.data.balanceStatus === 'processing'
                  ? 'We are charging your saved card right now. Please check back in a minute.'
                  : 'There is no balance to pay right now.'}
              </p>
            )}
          </section>
        )}
      </div>
    </main>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-2.5">
      <dt className="text-smoke">{label}</dt>
      <dd className={strong ? 'font-display text-xl font-semibold' : 'font-medium'}>{value}</dd>
    </div>
  );
}
