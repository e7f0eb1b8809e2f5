import { lazy, Suspense } from 'react';
import { Outlet, createFileRoute, useRouterState } from '@tanstack/react-router';
import { StaffFrame } from '../features/staff-auth/components/staff-frame.tsx';
import { Spinner } from '../components/ui/spinner.tsx';

// NOTE: the crew's app (ADR 145) is the run sheet's alone: its code loads only when a route under here asks for it.
const CrewAppGate = lazy(() => import('../features/crew-schedule/components/crew-app-gate.tsx'));

/**
 * Every staff screen's route lives under this pathless layout (`routes/_staff/`; their addresses do not change): the one place that
 * checks the staff session and frames the screen (features/staff-auth's StaffFrame). A screen names its heading in
 * `staticData.staff`; only the component lives in the route files, so code splitting keeps all staff code out of the visitor's bundle.
 */
export const Route = createFileRoute('/_staff')({
  component: StaffLayout,
});

function StaffLayout() {
  const frame = useRouterState({ select: (state) => state.matches.at(-1)?.staticData.staff });
  // NOTE: the route's path without BASE_PATH ("/insights", "/customers/"): which role may open it (ADR 181).
  const path = useRouterState({ select: (state) => state.matches.at(-1)?.fullPath ?? '' });
  const screen = (
    <StaffFrame title={frame?.title ?? 'Staff'} lede={frame?.lede} path={path}>
      <Outlet />
    </StaffFrame>
  );
  if (!frame?.opensCrewApp) return screen;
  // NOTE: the run sheet kept on the phone is put back first (ADR 145): without signal the staff frame then finds the kept session.
  return (
    <Suspense fallback={<Spinner label="Opening the run sheet" className="min-h-[50vh]" />}>
      <CrewAppGate>{screen}</CrewAppGate>
    </Suspense>
  );
}
