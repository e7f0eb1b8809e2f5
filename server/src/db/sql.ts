import postgres from 'postgres';

export type Sql = postgres.Sql;
export type TransactionSql = postgres.TransactionSql;

/**
 * The most connections the API's pool opens: DATABASE_POOL_MAX, else 20 (ADR 171). postgres.js opens them only as requests need
 * them; a LISTEN (the catalog cache) takes one more of its own.
 */
export const apiPoolMax = (env: { DATABASE_POOL_MAX?: number | undefined }): number => env.DATABASE_POOL_MAX ?? 20;

/** The most connections a workers process's pool opens: DATABASE_POOL_MAX, else three per job in flight plus two, at most 30. */
export const workersPoolMax = (env: { DATABASE_POOL_MAX?: number | undefined; WORKER_CONCURRENCY: number }): number =>
  env.DATABASE_POOL_MAX ?? Math.min(env.WORKER_CONCURRENCY * 3 + 2, 30);

/**
 * PostgreSQL refused a new connection: max_connections reached ("sorry, too many clients already"), or a role's or database's
 * connection limit (SQLSTATE 53300 for all three). Looked for along the error's causes.
 */
export function isTooManyClients(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e !== null && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '53300') return true;
  }
  return false;
}

/** One pooled postgres.js client. Dates come back as ISO strings we control, numbers as numbers where safe. */
export function createSql(databaseUrl: string, options: { max?: number; debug?: postgres.Options<never>['debug'] } = {}): Sql {
  return postgres(databaseUrl, {
    max: options.max ?? 10,
    // NOTE: tests pass one to see the statements a request runs (api/test/statement-reads.ts); production never does.
    ...(options.debug ? { debug: options.debug } : {}),
    onnotice: () => {},
    // NOTE: bigint counts (count(*)) as JS numbers; our counts are far below 2^53.
    types: {
      date: { to: 1082, from: [1082], serialize: (x: string) => x, parse: (x: string) => x },
      bigint: { to: 20, from: [20], serialize: (x: number) => String(x), parse: (x: string) => Number(x) } },
    connection: { application_name: 'sdpumpkin' },
  });
}
