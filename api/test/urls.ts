/** Connection URLs for tests: same server as DATABASE_URL, other database names. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sdpumpkin');
  url.pathname = `/${name}`;
  return url.toString();
}
export const adminUrl = () => databaseUrl('postgres');

/** The app role of one test run or live stack (ADR 251): its own, so runs beside each other and `make dev` never share one. */
export const testAppRole = (runId: string) => `sdp_app_${runId.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;

/** A database as the app sees it: logged in as the run's app role (api/test/global-setup.ts), rows only. */
export function appDatabaseUrl(name: string, role = process.env.SDP_TEST_APP_ROLE, password = process.env.SDP_TEST_APP_PASSWORD): string {
  if (!role || !password) throw new Error('no app role for this run: api/test/global-setup.ts did not run (use a vitest project with it)');
  const url = new URL(databaseUrl(name));
  url.username = role;
  url.password = password;
  return url.toString();
}
