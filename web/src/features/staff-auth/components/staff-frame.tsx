import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { TOASTS } from '@sdp/shared/constants/messages';
import { mayOpenScreen } from '@sdp/shared/staff-roles';
import { type CurrentUser } from '@sdp/shared/wire';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isUnauthorized } from '../../../lib/api-fetch.ts';
import { useLoginRedirect } from '../../../lib/staff-session.ts';
import { setStaffOnScreen } from '../../../lib/staff-on-screen.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { useStaffMeta } from '../logic/use-staff-meta.ts';
import { StaffNav } from './staff-nav.tsx';

/** What a staff route says about itself (its `staticData.staff`): the heading and the line under it. */
export interface StaffScreenFrame {
  title: string;
  lede?: string;
}

const StaffUser = createContext<CurrentUser | null>(null);

/** The signed-in staff member, inside the staff frame (a screen below `routes/_staff` is only rendered with one). */
export function useStaffUser(): CurrentUser {
  const user = useContext(StaffUser);
  if (!user) throw new Error('useStaffUser is for screens inside the staff frame (routes/_staff).');
  return user;
}

/**
 * Frame of every staff screen, rendered once by the `_staff` layout route: checks the session first (docs/design.md §7 closes all
 * staff screens), then the staff bar, the heading and the screen itself (`children`: the route's outlet). Without a session:
 * "Authentication Required" and the login page a second later (docs/product-spec.md §6). `path` is the screen's route path
 * ("/insights", "/customers/"): the crew is told an owner's screen is not theirs instead of opening it.
 */
export function StaffFrame({ title, lede, path, children }: StaffScreenFrame & { path: string; children: ReactNode }) {
  useStaffMeta(title);
  const here = useLocation({ select: (location) => location.href });
  const session = useCurrentUser();
  const redirect = useLoginRedirect();
  const signedOut = session.isError && isUnauthorized(session.error);
  useEffect(() => {
    if (signedOut) redirect('required');
  }, [signedOut, redirect]);
  const user = session.data;
  useEffect(() => {
    setStaffOnScreen(user ?? null);
    return () => setStaffOnScreen(null);
  }, [user]);

  // NOTE: without signal the session can only come from the run sheet kept on the phone (ADR 145); none kept (never opened, or its
  // session ended, ADR 168) is said plainly rather than a spinner that never ends.
  if (session.isPending && session.fetchStatus === 'paused') {
    return (
      <main className="container-page grid min-h-[50vh] place-items-center py-20 text-center">
        <p role="alert" className="max-w-md rounded-2xl bg-white p-6 text-ink shadow-sm">No signal, and nobody is signed in on this phone. Log in with signal to open this screen.</p>
      </main>
    );
  }
  if (session.isPending) return <Spinner label="Checking your session" className="min-h-[50vh]" />;
  if (session.isError) {
    return (
      <main className="container-page grid min-h-[50vh] place-items-center py-20 text-center">
        <div>
          <h1 className="text-3xl font-semibold">{signedOut ? TOASTS.authRequired.title : 'Something went wrong'}</h1>
          <p className="mt-3 text-smoke">
            {signedOut ? TOASTS.authRequired.description : 'We could not check your session. Please try again.'}
          </p>
          {signedOut ? (
            <Link to="/login" search={{ returnTo: here }} className={buttonClass('dark', 'md', 'mt-6')}>
              Go to login
            </Link>
          ) : (
            <Button variant="dark" className="mt-6" onClick={() => void session.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </main>
    );
  }
  return (
    <div className="bg-[#f7f1e7] pb-16 print:bg-white print:pb-0">
      <StaffNav user={session.data} />
      <main className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 print:max-w-none print:px-0 print:pt-0">
        <header className="mb-6 print:hidden">
          <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
          {/* NOTE: smoke on this background is 6.8:1; the crew reads these screens in full sun, where AAA asks 7:1 (issue 29). */}
          {lede && <p className="mt-1 text-sm text-ink/80">{lede}</p>}
        </header>
        {!mayOpenScreen(session.data.role, path) ? (
          // NOTE: the owner's screens are not offered to the crew (ADR 181); one opened by its address says so instead of a 403.
          <p className="rounded-xl bg-white p-4 text-sm text-ink">This screen is for admins. Ask an admin if you need something from it.</p>
        ) : (
          <StaffUser.Provider value={session.data}>{children}</StaffUser.Provider>
        )}
      </main>
    </div>
  );
}
