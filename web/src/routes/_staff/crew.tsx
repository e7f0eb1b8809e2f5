import { createFileRoute } from '@tanstack/react-router';
import { StaffPanels } from '../../features/staff-auth/components/staff-panels.tsx';
import { ScheduleScreen } from '../../features/crew-schedule/components/schedule-screen.tsx';
import { FreshnessChecks } from '../../features/crew-schedule/components/freshness-checks.tsx';
import { PickupsPanel } from '../../features/crew-schedule/components/pickups-panel.tsx';

export const Route = createFileRoute('/_staff/crew')({
  staticData: { staff: { title: 'Crew Schedule', lede: "Each paid order on a crew's day, against the week's capacity." } },
  component: CrewRoute,
});

function CrewRoute() {
  return <StaffPanels panels={[FreshnessChecks, PickupsPanel, ScheduleScreen]} />;
}
