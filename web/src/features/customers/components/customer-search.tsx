import { Link } from '@tanstack/react-router';
import type { CustomerListItem } from '@sdp/shared/wire-customers';
import { useState, type ReactNode } from 'react';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCustomerSearch } from '../api/search-customers.ts';
import { formatPhone } from '../../../lib/format-phone.ts';
import { usd } from '../../../lib/order-labels.ts';
import { useDebounced } from '../logic/use-debounced.ts';

/**
 * A search box over the households and what it finds (docs/design.md §18): every word must be in the name, e-mail, a phone (typed any
 * way) or an address. `renderHit` turns each hit into a link (the list) or a choice (merging).
 */
export function CustomerSearch({ label, exclude, listAll = false, renderHit }: {
  label: string;
  /** A record not to offer (the one being merged into). */
  exclude?: string;
  /** Before anything is typed, list the most recently active households (the list page) rather than nothing (merging). */
  listAll?: boolean;
  renderHit: (customer: CustomerListItem, body: ReactNode) => ReactNode;
}) {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const search = useCustomerSearch(q, listAll || q !== '');
  const hits = (search.data?.customers ?? []).filter((c) => c.id !== exclude);
  return (
    <div className="space-y-3">
      <label className="block">
        <span className="mb-1.5 block text-sm font-medium text-charcoal">{label}</span>
        <input
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Name, e-mail, phone or address"
          autoComplete="off"
          enterKeyHint="search"
          className={inputClass}
        />
      </label>
      {!listAll && q === '' ? null : search.isPending ? (
        <Spinner label="Finding customers" />
      ) : search.isError ? (
        <p role="alert" className="text-sm text-danger">The customers could not be loaded. Please try again.</p>
      ) : hits.length === 0 ? (
        <p className="text-sm text-smoke">{q ? `No ${exclude ? 'other ' : ''}customer matches “${q}”.` : 'No customers yet.'}</p>
      ) : (
        <>
          <ul className="divide-y divide-charcoal/10 overflow-hidden rounded-2xl bg-white shadow-sm" aria-busy={search.isFetching}>
            {hits.map((customer) => <li key={customer.id}>{renderHit(customer, <HitBody customer={customer} />)}</li>)}
          </ul>
          {search.data.total > search.data.customers.length && (
            <p className="text-xs text-smoke">
              Showing the {search.data.customers.length} most recently active of {search.data.total.toLocaleString('en-US')}; add a word to narrow it.
            </p>
          )}
        </>
      )}
    </div>
  );
}

function HitBody({ customer }: { customer: CustomerListItem }) {
  return (
    <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <span className="min-w-0">
        <span className="block font-medium text-ink">{customer.name}</span>
        <span className="block truncate text-sm text-smoke">
          {[customer.email, customer.phones.at(-1) && formatPhone(customer.phones.at(-1)!), customer.city].filter(Boolean).join(' · ')}
        </span>
      </span>
      <span className="flex items-baseline gap-3 text-sm">
        <span className="text-smoke">{customer.seasons.length ? customer.seasons.join(' · ') : 'No booking yet'}</span>
        {customer.collected !== undefined && <span className="font-medium tabular-nums">{usd(customer.collected)}</span>}
      </span>
    </span>
  );
}

/** The staff list at /customers: every hit opens the household's record. */
export function CustomersScreen() {
  return (
    <CustomerSearch
      label="Search customers"
      listAll
      renderHit={(customer, body) => (
        <Link to="/customers/$id" params={{ id: customer.id }} className="block px-4 py-3 hover:bg-cream/60 focus-visible:bg-cream/60 sm:px-5">
          {body}
        </Link>
      )}
    />
  );
}
