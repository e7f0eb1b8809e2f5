import { useCallback, useEffect } from 'react';
import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@sdp/shared/constants/business';
import { TOASTS } from '@sdp/shared/constants/messages';
import { dismissToast, toast } from '../components/ui/toast-store.ts';
import { forgetKeptRunSheets } from './kept-on-phone.ts';
import { onUnauthorized } from './query-client.ts';

// NOTE: several staff requests can fail with 401 at once; one toast and one redirect are enough.
let pendingRedirect: ReturnType<typeof setTimeout> | undefined;
let noticeId: number | undefined;

/** Once the user has signed in again: close the "Authentication Required" / "Session Expired" toast and drop a redirect still due. */
export function dismissLoginNotice() {
  if (noticeId !== undefined) dismissToast(noticeId);
  noticeId = undefined;
  clearTimeout(pendingRedirect);
  pendingRedirect = undefined;
}

const onLoginPage = (pathname: string) => pathname === '/login' || pathname === '/login/';

/**
 * Tell the user why, then after 1 second (docs/product-spec.md §6, §8) send them to /login with a way back to where they were.
 * `reason` is 'required' on first arrival without a session and 'expired' when a session ends mid-work.
 */
function sendToLogin(router: AnyRouter, queryClient: QueryClient, reason: 'required' | 'expired') {
  // NOTE: the server says there is no session: the run sheet kept on this phone goes at once, whichever screen heard it (ADR 168).
  void forgetKeptRunSheets();
  // NOTE: a staff screen still mounted while /login loads can see its session query fail again; a redirect scheduled then
  // would carry /login itself as returnTo, and signing in would end on the dashboard instead of where the user was going.
  if (pendingRedirect || onLoginPage(router.state.location.pathname)) return;
  // NOTE: the cached user (['auth', 'user']) is no longer true; /login would otherwise bounce straight back.
  queryClient.removeQueries({ queryKey: ['auth'] });
  const notice = reason === 'required' ? TOASTS.authRequired : { title: TOASTS.sessionExpired, description: TOASTS.authRequired.description };
  noticeId = toast({ ...notice, variant: 'destructive' });
  // NOTE: href is the router's own path (no base path), which is what /login hands back to navigate() afterwards.
  const returnTo = router.state.location.href;
  pendingRedirect = setTimeout(() => {
    pendingRedirect = undefined;
    if (onLoginPage(router.state.location.pathname)) return;
    void router.navigate({ to: '/login', search: { returnTo } });
  }, TIMINGS.authRedirectDelayMs);
}

/**
 * For the staff frame: "Authentication Required" on arrival without a session (the returned function), and, while the frame
 * is shown, "Session Expired" for every 401 the query client reports (lib/query-client.ts) — the one place a staff 401 is handled.
 */
export function useLoginRedirect() {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => onUnauthorized(() => sendToLogin(router, queryClient, 'expired')), [router, queryClient]);
  return useCallback((reason: 'required' | 'expired') => sendToLogin(router, queryClient, reason), [router, queryClient]);
}
