import type { Sql } from '@sdp/server/db/sql';

/** Whether any Zapier hook is connected (active) now: without one, the dashboards say nothing about Zapier on an order or a quote. */
export async function anyZapierHookConnected(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ connected: boolean }[]>`SELECT EXISTS (SELECT 1 FROM zapier_subscriptions WHERE active) AS connected`;
  return row!.connected;
}
