import { createFileRoute } from '@tanstack/react-router';
import { RunSheetScreen } from '../../features/crew-schedule/components/run-sheet-screen.tsx';
import { parseRunSheetSearch } from '../../features/crew-schedule/logic/run-sheet-search.ts';
import { RunSheetDays } from '../../features/crew-schedule/components/run-sheet-days.tsx';

export const Route = createFileRoute('/_staff/run-sheet')({
  validateSearch: parseRunSheetSearch,
  // NOTE: opensCrewApp: the layout sets up the crew's app (ADR 145) before the staff frame looks for a session.
  staticData: { staff: { title: 'Run Sheet', lede: 'Stops in driving order, what to load, and a tap to call or navigate.', opensCrewApp: true } },
  component: RunSheetRoute,
});

function RunSheetRoute() {
  const { date, crew } = Route.useSearch();
  return date ? <RunSheetScreen date={date} crew={crew} /> : <RunSheetDays />;
}
