import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCrewApp } from '../api/crew-app.ts';

/** Holds the run sheet's staff frame until the crew's app is set up (ADR 145): what the phone kept is back before the session check. */
export default function CrewAppGate({ children }: { children: ReactNode }) {
  if (!useCrewApp()) return <Spinner label="Opening the run sheet" className="min-h-[50vh]" />;
  return children;
}
