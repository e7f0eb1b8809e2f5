import { Link } from '@tanstack/react-router';
import type { CurrentUser } from '@sdp/shared/wire';
import { API_BASE } from '../../../lib/api-fetch.ts';

const LINKS = [
  { to: '/dashboard', label: 'Quotes' },
  { to: '/pipeline', label: 'Pipeline' },
  { to: '/admin', label: 'Admin' },
  { to: '/customers', label: 'Customers' },
  { to: '/crew', label: 'Crew' },
  { to: '/run-sheet', label: 'Run sheet' },
  { to: '/catalog', label: 'Catalog' },
  { to: '/zapier', label: 'Zapier' },
] as const;

/** The staff bar: where to go, who is signed in, and a log-out that is a plain browser navigation (docs/product-spec.md §7). */
export function StaffNav({ user }: { user: CurrentUser }) {
  return (
    <div className="bg-charcoal text-cream print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2.5 sm:px-6">
        <nav aria-label="Staff" className="-mx-2 flex flex-wrap items-center gap-1 text-sm">
          {LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="rounded-full px-3 py-1.5 font-medium text-cream/75 transition-colors hover:bg-cream/10 hover:text-cream"
              activeProps={{ className: 'bg-cream/15 text-cream', 'aria-current': 'page' }}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-4 text-sm">
          <span className="hidden text-cream/70 sm:inline">
            {user.name}
            {user.role === 'admin' && (
              <span className="ml-2 rounded-full bg-gold px-2 py-0.5 text-xs font-semibold text-charcoal">Admin</span>
            )}
          </span>
          <a href={`${API_BASE}/logout`} className="rounded-full border border-cream/30 px-3 py-1.5 font-medium hover:bg-cream/10">
            Log out
          </a>
        </div>
      </div>
    </div>
  );
}
