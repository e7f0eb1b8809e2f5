import { CatalogPhoto } from '../../../components/ui/catalog-photo.tsx';
import { Link } from '@tanstack/react-router';
import type { CustomerDetail, CustomerListItem, CustomerOrder, CustomerPhone, ReferralRewardState } from '@sdp/shared/wire-customers';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { actionError, ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Figure } from '../../../components/ui/figure.tsx';
import { RecordScreen } from '../../../components/ui/record-screen.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { useCustomer } from '../api/get-customer.ts';
import { useMergeCustomers } from '../api/merge-customers.ts';
import { useSavePorchNotes } from '../api/save-porch-notes.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { formatPhone } from '../../../lib/format-phone.ts';
import { projectTypeLabel, formatDateTime } from '../../../lib/staff-format.ts';
import { STATUS_LABEL, STATUS_TONE, usd } from '../../../lib/order-labels.ts';
import { CustomerSearch } from './customer-search.tsx';
import { HouseholdTexts } from './household-texts.tsx';

const card = 'rounded-2xl bg-white p-4 shadow-sm sm:p-6';
const LEVEL = { 'white-glove': 'White-Glove', 'drop-off': 'Drop-Off' } as const;

/** One household as staff see it (docs/design.md §18): who they are, every season's orders, the crew's porch notes, merging. */
export function CustomerScreen({ id }: { id: string }) {
  return (
    <RecordScreen query={useCustomer(id)} loading="Loading the customer" failure="This customer could not be found." list={{ to: '/customers', back: 'Back to the customers', all: 'All customers' }}>
      {(customer) => <Customer customer={customer} />}
    </RecordScreen>
  );
}

function Customer({ customer }: { customer: CustomerDetail }) {
  const seasons = [...new Set(customer.orders.map((o) => o.year))];
  return (
    <>
      <section className={card} aria-labelledby="customer-heading">
        <h2 id="customer-heading" className="font-display text-2xl font-semibold">{customer.name}</h2>
        <p className="mt-1 text-sm break-all text-smoke">
          <a href={`mailto:${customer.email}`} className="underline-offset-4 hover:underline">{customer.email}</a>
        </p>
        <PhoneList phones={customer.phoneDetails} />
        <div className="mt-2 flex flex-wrap gap-1.5">
          <StatusPill tone={customer.marketingConsent ? 'good' : 'neutral'}>
            {customer.marketingConsent ? 'Hears about next season' : 'No marketing e-mails'}
          </StatusPill>
          {customer.waitlist && (
            <StatusPill tone={customer.waitlist.subscribed ? 'waiting' : 'neutral'}>
              {customer.waitlist.subscribed ? 'On the waitlist' : 'Left the waitlist'}
            </StatusPill>
          )}
        </div>
        {/* NOTE: money comes only to the roles that may see it (ADR 181): the crew's answer has no `collected`. */}
        <dl className={`mt-4 grid gap-3 ${customer.collected === undefined ? 'grid-cols-2' : 'grid-cols-3'}`}>
          {customer.collected !== undefined && <Figure label="Collected" value={usd(customer.collected)} />}
          <Figure label="Seasons" value={seasons.length} />
          <Figure label="Orders" value={customer.orders.length} />
        </dl>
        {customer.mergedEmails.length > 0 && (
          <p className="mt-3 text-xs text-smoke">Also known as {customer.mergedEmails.join(', ')} (merged records).</p>
        )}
      </section>
      <div className="grid gap-4 lg:grid-cols-[1.4fr_1fr]">
        <section className={card} aria-labelledby="orders-heading">
          <h3 id="orders-heading" className="mb-3 font-display text-lg font-semibold">Seasons</h3>
          {customer.orders.length === 0 ? <p className="text-sm text-smoke">No orders yet.</p> : <SeasonList orders={customer.orders} />}
          {customer.quotes.length > 0 && (
            <>
              <h4 className="mt-5 mb-2 text-sm font-semibold tracking-wide text-smoke uppercase">Quote requests</h4>
              <ul className="space-y-1 text-sm">
                {customer.quotes.map((q) => (
                  <li key={q.id}>{projectTypeLabel(q.projectType)} · {q.status.replaceAll('_', ' ')} · {formatDateTime(q.createdAt)}</li>
                ))}
              </ul>
            </>
          )}
        </section>
        <div className="space-y-4">
          <HouseholdTexts customerId={customer.id} className={card} />
          <PorchNotes customer={customer} />
          <Referrals customer={customer} />
          <section className={card} aria-labelledby="porches-heading">
            <h3 id="porches-heading" className="mb-3 font-display text-lg font-semibold">Porches</h3>
            {customer.addresses.length === 0 ? (
              <p className="text-sm text-smoke">No delivery address yet.</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {customer.addresses.map((a) => (
                  <li key={`${a.address}|${a.zipCode}`}>
                    {a.address}, {a.city} {a.zipCode}{a.addedByPublicForm && <PublicFormMark />}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <MergeCustomer customer={customer} />
        </div>
      </div>
    </>
  );
}

const TEXTS = {
  welcome: { tone: 'good', label: 'Texts welcome' },
  stopped: { tone: 'neutral', label: 'Replied STOP' },
  none: { tone: 'neutral', label: 'No texts' },
} as const;

/** "Added by a public form": a form named this household's e-mail and brought this; nobody has checked it is theirs (ADR 160). */
const PublicFormMark = () => <span className="ml-1.5 text-xs text-smoke italic">added by a public form</span>;

/** The household's numbers, each with its own text consent (docs/design.md §22): a number is texted only when it agreed itself. */
function PhoneList({ phones }: { phones: CustomerPhone[] }) {
  if (phones.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm" aria-label="Phones">
      {phones.map((p) => (
        <li key={p.phone} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <a href={`tel:+1${p.phone}`} className="underline-offset-4 hover:underline">{formatPhone(p.phone)}</a>
          <StatusPill tone={TEXTS[p.texts].tone}>{TEXTS[p.texts].label}</StatusPill>
          {p.consentAt && <span className="text-xs text-smoke">{p.consentWords} · {formatDateTime(p.consentAt)}</span>}
          {p.addedByPublicForm && <PublicFormMark />}
        </li>
      ))}
    </ul>
  );
}

function SeasonList({ orders }: { orders: CustomerOrder[] }) {
  return (
    <ul className="divide-y divide-charcoal/10">
      {orders.map((order) => (
        <li key={order.id}>
          <Link to="/orders/$id" params={{ id: order.id }} className="-mx-2 flex flex-wrap items-baseline justify-between gap-2 rounded-lg px-2 py-2.5 hover:bg-cream/60">
            <span>
              <span className="font-medium">{order.year} · {order.packageName}</span>{' '}
              <span className="text-sm text-smoke">#{order.number}</span>
              <span className="block text-sm text-smoke">
                {LEVEL[order.serviceType]} · week of {formatCalendarDate(order.deliveryDate, { month: 'short', day: 'numeric' })} · {order.address}, {order.city}
              </span>
            </span>
            <span className="flex items-center gap-3 text-sm">
              <StatusPill tone={STATUS_TONE[order.status]}>{STATUS_LABEL[order.status]}</StatusPill>
              <span className="tabular-nums">
                {order.collected === undefined ? usd(order.total) : <>{usd(order.collected)} <span className="text-smoke">of {usd(order.total)}</span></>}
              </span>
            </span>
          </Link>
          {order.photos.length > 0 && (
            <ul className="mb-2 flex gap-2 overflow-x-auto" aria-label={`The crew's photos of the ${order.year} porch`}>
              {order.photos.map((image, i) => (
                <li key={image.id} className="shrink-0">
                  <CatalogPhoto image={image} fallbackUrl={null} alt={`The ${order.year} porch, photo ${i + 1}`} sizes="112px" className="h-20 w-28 rounded-lg object-cover" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Where each referral's reward stands, in staff's words (ADR 120). */
const REWARD: Record<ReferralRewardState, { label: string; tone: 'good' | 'waiting' | 'neutral' | 'bad' }> = {
  pending: { label: 'Deposit not paid yet', tone: 'neutral' },
  waiting: { label: 'Credit waiting', tone: 'waiting' },
  applied: { label: 'Credited', tone: 'good' },
  revoked: { label: 'Revoked', tone: 'bad' },
  none: { label: 'No reward: not a new household', tone: 'neutral' },
};

/** The household's referral code and the households that booked with it: who, when, and the reward (docs/design.md §18). */
function Referrals({ customer }: { customer: CustomerDetail }) {
  return (
    <section className={card} aria-labelledby="referrals-heading">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="referrals-heading" className="font-display text-lg font-semibold">Referrals</h3>
        <span className="rounded-lg border border-dashed border-ember/50 bg-parchment px-2.5 py-1 font-mono text-sm font-semibold tracking-widest text-ember-deep select-all" data-testid="customer-referral-code">
          {customer.referralCode}
        </span>
      </div>
      {customer.referrals.length === 0 ? (
        <p className="text-sm text-smoke">No household has booked with this code yet.</p>
      ) : (
        <ul className="divide-y divide-charcoal/10 text-sm">
          {customer.referrals.map((r) => (
            <li key={r.orderId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <Link to="/customers/$id" params={{ id: r.customerId }} className="font-medium underline-offset-4 hover:underline">{r.name}</Link>
                <span className="block text-smoke">
                  Booked {formatDateTime(r.bookedAt)} · <Link to="/orders/$id" params={{ id: r.orderId }} className="hover:underline">#{r.orderNumber}</Link>
                </span>
              </span>
              <span className="flex items-center gap-2">
                <StatusPill tone={REWARD[r.reward].tone}>{REWARD[r.reward].label}</StatusPill>
                <span className="tabular-nums">{usd(r.amount)}{r.appliedToOrderNumber ? <span className="text-smoke"> on #{r.appliedToOrderNumber}</span> : null}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {Number(customer.waitingCredit) > 0 && (
        <p className="mt-3 text-sm text-smoke">{usd(customer.waitingCredit)} waiting for this household's next balance.</p>
      )}
    </section>
  );
}

function PorchNotes({ customer }: { customer: CustomerDetail }) {
  const [notes, setNotes] = useState(customer.porchNotes);
  const save = useSavePorchNotes();
  const changed = notes.trim() !== customer.porchNotes;
  return (
    <section className={card}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: customer.id, porchNotes: notes });
        }}
      >
        <label htmlFor="porch-notes" className="mb-2 block font-display text-lg font-semibold">Porch notes for the crew</label>
        <textarea
          id="porch-notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          rows={4}
          maxLength={4000}
          placeholder="Gate code, pets, where the display went last year"
          className={inputClass}
        />
        {save.isError && <p role="alert" className="mt-2 text-sm text-danger">{actionError(save.error)}</p>}
        <div className="mt-3 flex items-center gap-3">
          <Button type="submit" size="sm" variant="dark" disabled={!changed || save.isPending}>{save.isPending ? 'Saving…' : 'Save notes'}</Button>
          {save.isSuccess && !changed && <span className="text-sm text-success" role="status">Saved</span>}
        </div>
      </form>
    </section>
  );
}

function MergeCustomer({ customer }: { customer: CustomerDetail }) {
  const [other, setOther] = useState<CustomerListItem | null>(null);
  const merge = useMergeCustomers();
  return (
    <section className={card} aria-labelledby="merge-heading">
      <h3 id="merge-heading" className="mb-1 font-display text-lg font-semibold">Same household, another record?</h3>
      <p className="mb-3 text-sm text-smoke">Find it and merge it into this one: its orders, quotes, phones and porches move here.</p>
      <CustomerSearch
        label="Find the other record"
        exclude={customer.id}
        renderHit={(hit, body) => (
          <button type="button" onClick={() => { merge.reset(); setOther(hit); }} className="block w-full px-4 py-3 text-left hover:bg-cream/60 sm:px-5">
            {body}
          </button>
        )}
      />
      <ConfirmDialog
        open={other !== null}
        onOpenChange={(open) => { if (!open) setOther(null); }}
        title={`Merge ${other?.name ?? ''} into ${customer.name}?`}
        description={`${other?.email ?? ''} becomes part of this record (${customer.email}); it cannot be split again from here.`}
        confirmLabel="Merge records"
        pending={merge.isPending}
        error={merge.error}
        onConfirm={() => other && merge.mutate({ id: customer.id, otherId: other.id }, { onSuccess: () => setOther(null) })}
      />
    </section>
  );
}
