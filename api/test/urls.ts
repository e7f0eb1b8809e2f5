/** Connection URLs for tests: same server as DATABASE_URL, other database names. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sdpumpkin');
  url.pathname = `/${name}`;
  return url.toString();
}
export const adminUrl = () => databaseUrl('postgres');
