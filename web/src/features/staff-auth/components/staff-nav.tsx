import { Link } from '@tanstack/react-router';
import { staffScreens } from '@sdp/shared/staff-roles';
import type { CurrentUser } from '@sdp/shared/wire';
import { LogOutLink } from '../../../components/layout/log-out-link.tsx';

/** The staff bar: the screens the role is offered (ADR 181), who is signed in, and a log-out (docs/product-spec.md §7). */
export function StaffNav({ user }: { user: CurrentUser }) {
  return (
    <div className="bg-charcoal text-cream print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2.5 sm:px-6">
        <nav aria-label="Staff" className="-mx-2 flex flex-wrap items-center gap-1 text-sm">
          {staffScreens(user.role).map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="rounded-full px-3 py-1.5 font-medium transition-colors hover:bg-cream/10 hover:text-cream"
              // NOTE: the dimmed words only on the other screens: beside the active one's text-cream, text-cream/75 won and read 6.6:1.
              activeProps={{ className: 'bg-cream/15 text-cream', 'aria-current': 'page' }}
              inactiveProps={{ className: 'text-cream/75' }}
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
          <LogOutLink className="rounded-full border border-cream/30 px-3 py-1.5 font-medium hover:bg-cream/10" />
        </div>
      </div>
    </div>
  );
}
