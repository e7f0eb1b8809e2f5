import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../features/staff-auth/components/staff-page.tsx';
import { RunSheetScreen } from '../features/crew-schedule/components/run-sheet-screen.tsx';
import { parseRunSheetSearch } from '../features/crew-schedule/logic/run-sheet-search.ts';
import { RunSheetDays } from '../features/crew-schedule/components/run-sheet-days.tsx';
import { useCrewApp } from '../features/crew-schedule/api/crew-app.ts';
import { Spinner } from '../components/ui/spinner.tsx';

export const Route = createFileRoute('/run-sheet')({
  validateSearch: parseRunSheetSearch,
  component: RunSheetRoute,
});

function RunSheetRoute() {
  const { date, crew } = Route.useSearch();
  // NOTE: the run sheet kept on the phone is put back first (ADR 145): without signal the staff frame then finds the kept session.
  if (!useCrewApp()) return <Spinner label="Opening the run sheet" className="min-h-[50vh]" />;
  return (
    <StaffPage title="Run Sheet" lede="Stops in driving order, what to load, and a tap to call or navigate.">
      {() => (date ? <RunSheetScreen date={date} crew={crew} /> : <RunSheetDays />)}
    </StaffPage>
  );
}
