import type { RefObject } from 'react';
import { Dialog as D } from 'radix-ui';
import { Link } from '@tanstack/react-router';
import { staffScreens } from '@sdp/shared/staff-roles';
import { NAV_LINKS } from './nav-links.ts';
import { NavItem } from './nav-item.tsx';
import { LogoMark } from './logo.tsx';
import { buttonClass } from '../ui/button.tsx';
import { useGoToSection } from '../../lib/use-go-to-section.ts';
import { useStaffOnScreen } from '../../lib/staff-on-screen.ts';
import { LogOutLink } from './log-out-link.tsx';

const ITEM = 'border-b border-charcoal/10 py-4 font-display text-xl text-charcoal hover:text-ember';

/**
 * Mobile side drawer (docs/product-spec.md §2): 300 px, 400 px from sm; every link closes it; "Order Now" goes to the packages. On a
 * staff screen it is the staff menu instead: the screens the signed-in role is offered, as in the staff bar, and Log out (ADR 181).
 */
export default function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const goToSection = useGoToSection();
  const staff = useStaffOnScreen();
  const close = () => onOpenChange(false);
  const orderNow = () => {
    close();
    goToSection('packages');
  };
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-charcoal/50 data-[state=open]:animate-fade-in" />
        <D.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // NOTE: the menu button lives outside this lazily loaded dialog, so Radix cannot find it on its own.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[300px] flex-col bg-cream p-6 shadow-2xl data-[state=open]:animate-slide-in-right sm:w-[400px]"
        >
          <div className="flex items-center justify-between">
            <D.Title className="flex items-center gap-2 font-display text-xl font-semibold text-charcoal">
              <LogoMark className="h-7 w-7" /> SD Pumpkin
            </D.Title>
            <D.Close className="grid h-10 w-10 cursor-pointer place-items-center rounded-full hover:bg-charcoal/5" aria-label="Close menu">
              <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </D.Close>
          </div>
          {staff ? (
            <>
              <nav aria-label="Staff menu" className="mt-8 flex flex-col overflow-y-auto">
                {staffScreens(staff.role).map((screen) => (
                  <Link key={screen.to} to={screen.to} onClick={close} className={ITEM} activeProps={{ 'aria-current': 'page', className: 'font-semibold' }}>
                    {screen.label}
                  </Link>
                ))}
              </nav>
              <LogOutLink onNavigate={close} className={buttonClass('dark', 'lg', 'mt-8 w-full')} />
            </>
          ) : (
            <>
              <nav aria-label="Mobile" className="mt-8 flex flex-col">
                {NAV_LINKS.map((link) => (
                  <NavItem key={link.label} link={link} onNavigate={close} className={ITEM} />
                ))}
              </nav>
              <button type="button" onClick={orderNow} className={buttonClass('primary', 'lg', 'mt-8 w-full')}>
                Order Now
              </button>
            </>
          )}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
