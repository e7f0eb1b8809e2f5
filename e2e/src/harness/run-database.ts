import { mkdirSync } from 'node:fs';
import postgres from 'postgres';
import { afterAll } from 'vitest';
import type { useBrowser } from './browser.ts';

/** One connection to the run's database, for a test file to set up or read what its screens did; closed after the file. */
export function useRunDatabase(b: ReturnType<typeof useBrowser>): postgres.Sql {
  const sql = postgres(b.e2e.databaseUrl, { max: 1, onnotice: () => {} });
  afterAll(() => sql.end());
  return sql;
}

/** Where screenshots are kept for a person to look at (`.tmp/screens/`, not committed, not read by the tests); made if missing. */
export function screensFolder(): string {
  const folder = new URL('../../../.tmp/screens/', import.meta.url).pathname;
  mkdirSync(folder, { recursive: true });
  return folder;
}
