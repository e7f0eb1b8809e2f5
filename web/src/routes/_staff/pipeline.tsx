import { createFileRoute } from '@tanstack/react-router';
import { StaffPanels } from '../../features/staff-auth/components/staff-panels.tsx';
import { DueTodayPanel } from '../../features/quote-pipeline/components/due-today-panel.tsx';
import { PipelineScreen } from '../../features/quote-pipeline/components/pipeline-screen.tsx';

export const Route = createFileRoute('/_staff/pipeline')({
  staticData: { staff: { title: 'Quote Pipeline', lede: 'Amounts, follow-ups and owners; turn a quote into an order with a deposit link.' } },
  component: PipelineRoute,
});

function PipelineRoute() {
  return <StaffPanels panels={[DueTodayPanel, PipelineScreen]} />;
}
