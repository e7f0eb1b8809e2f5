import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { actionsAwaitingSignIn } from '../../../lib/kept-on-phone.ts';
import { dismissLoginNotice } from '../../../lib/staff-session.ts';
import { useSessionProbe } from '../api/get-current-user.ts';
import { safeReturnTo } from '../logic/safe-return-to.ts';
import { useStaffMeta } from '../logic/use-staff-meta.ts';
import { LoginForm } from './login-form.tsx';

const BASE_PATH = import.meta.env.BASE_URL.replace(/\/$/, '');

/** Staff sign-in (docs/design.md §7); after it the user returns to the staff page that sent them here. */
export function LoginScreen({ returnTo }: { returnTo: string | undefined }) {
  useStaffMeta('Staff Login');
  const navigate = useNavigate();
  const target = safeReturnTo(returnTo, BASE_PATH);
  const goOn = () => {
    dismissLoginNotice();
    void navigate({ href: target, replace: true });
  };
  // NOTE: someone already signed in (a second tab, the back button) skips the form.
  const session = useSessionProbe();
  const signedIn = Boolean(session.data?.user);
  const [waiting] = useState(actionsAwaitingSignIn);
  useEffect(() => {
    if (signedIn) void navigate({ href: target, replace: true });
  }, [signedIn, navigate, target]);

  return (
    <main className="grid min-h-[70vh] place-items-center bg-parchment/60 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-charcoal/10 bg-cream p-7 shadow-card sm:p-10">
        <p className="eyebrow">SD Pumpkin staff</p>
        <h1 className="mt-3 text-3xl font-semibold">Log in</h1>
        <p className="mt-2 text-sm text-smoke">Quotes, orders, the season calendar and automations.</p>
        {waiting > 0 && (
          // NOTE: a crew phone whose session ended with actions not sent yet (ADR 168): they are kept, sealed, for their maker.
          <p role="status" className="mt-4 rounded-lg bg-white px-4 py-3 text-sm font-semibold text-charcoal ring-2 ring-gold" data-awaiting-sign-in>
            Your session ended before {waiting === 1 ? '1 action' : `${waiting} actions`} made on this phone could be sent. Log in as the
            person who made {waiting === 1 ? 'it' : 'them'} and {waiting === 1 ? 'it is' : 'they are'} sent from the run sheet.
          </p>
        )}
        <div className="mt-8">
          <LoginForm onSignedIn={goOn} />
        </div>
      </div>
    </main>
  );
}
