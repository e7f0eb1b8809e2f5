import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../features/staff-auth/components/staff-page.tsx';
import { DueTodayPanel } from '../features/quote-pipeline/components/due-today-panel.tsx';
import { PipelineScreen } from '../features/quote-pipeline/components/pipeline-screen.tsx';

// NOTE: only the component lives here, so the router's code splitting keeps all staff code out of the visitor's bundle.
export const Route = createFileRoute('/pipeline')({
  component: PipelineRoute,
});

function PipelineRoute() {
  return <StaffPage title="Quote Pipeline" lede="Amounts, follow-ups and owners; turn a quote into an order with a deposit link." panels={[DueTodayPanel, PipelineScreen]} />;
}
