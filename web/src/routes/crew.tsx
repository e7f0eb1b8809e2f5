import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../features/staff-auth/components/staff-page.tsx';
import { ScheduleScreen } from '../features/crew-schedule/components/schedule-screen.tsx';
import { FreshnessChecks } from '../features/crew-schedule/components/freshness-checks.tsx';

// NOTE: only the component lives here, so the router's code splitting keeps all staff code out of the visitor's bundle.
export const Route = createFileRoute('/crew')({
  component: CrewRoute,
});

function CrewRoute() {
  return <StaffPage title="Crew Schedule" lede="Each paid order on a crew's day, against the week's capacity." panels={[FreshnessChecks, ScheduleScreen]} />;
}
