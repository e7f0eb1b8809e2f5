import { createSql, type Sql } from '@sdp/server/db/sql';

export interface Statement { query: string; parameters: unknown[] }

/** A client that records every statement it sends (text and serialised parameters), to replay them under EXPLAIN. */
export function recordingSql(url: string): { sql: Sql; statements: Statement[] } {
  const statements: Statement[] = [];
  const sql = createSql(url, { max: 2, debug: (_connection, query, parameters) => void statements.push({ query, parameters: [...parameters] }) });
  return { sql, statements };
}

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Actual Rows': number; 'Actual Loops': number;
  'Rows Removed by Filter'?: number; 'Rows Removed by Index Recheck'?: number; Plans?: PlanNode[] }

function rowsOf(node: PlanNode, table: string): number {
  const scans = node['Relation Name'] === table || node['Index Name']?.startsWith(`${table}_`);
  const own = scans ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * node['Actual Loops'] : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsOf(child, table), 0);
}

/**
 * The rows of `table` a statement reads (returned or filtered out, by every scan of the table or its indexes), measured by
 * running it under EXPLAIN ANALYZE in a transaction that is rolled back, so it changes nothing.
 */
export async function rowsRead(sql: Sql, statement: Statement, table: string): Promise<number> {
  let rows = 0;
  await sql.begin(async (tx) => {
    const [plan] = await tx.unsafe(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.query}`, statement.parameters as never[]);
    rows = rowsOf((plan!['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan, table);
    throw new RolledBack();
  }).catch((err: unknown) => {
    if (!(err instanceof RolledBack)) throw err;
  });
  return rows;
}
class RolledBack extends Error {}

/** The most rows of `table` any of the statements reads. */
export async function mostRowsRead(sql: Sql, statements: Statement[], table: string): Promise<number> {
  let most = 0;
  for (const statement of statements) {
    if (!/^\s*(select|insert|update|delete|with)\b/i.test(statement.query)) continue;
    most = Math.max(most, await rowsRead(sql, statement, table));
  }
  return most;
}
