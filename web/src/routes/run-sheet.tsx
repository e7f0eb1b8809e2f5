import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../features/staff-auth/components/staff-page.tsx';
import { RunSheetScreen } from '../features/crew-schedule/components/run-sheet-screen.tsx';
import { parseRunSheetSearch } from '../features/crew-schedule/logic/run-sheet-search.ts';
import { RunSheetDays } from '../features/crew-schedule/components/run-sheet-days.tsx';

export const Route = createFileRoute('/run-sheet')({
  validateSearch: parseRunSheetSearch,
  component: RunSheetRoute,
});

function RunSheetRoute() {
  const { date, crew } = Route.useSearch();
  return (
    <StaffPage title="Run Sheet" lede="Stops in driving order, what to load, and a tap to call or navigate.">
      {() => (date ? <RunSheetScreen date={date} crew={crew} /> : <RunSheetDays />)}
    </StaffPage>
  );
}
