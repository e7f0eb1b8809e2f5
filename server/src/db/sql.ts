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
 * The queues whose jobs hold a connection for the whole job (the one-sender lock of ADR 148, a transaction around the send)
 * while the send needs another from the same pool. With every connection held that way, no send could finish.
 */
export const QUEUES_HOLDING_A_CONNECTION = ['email', 'texts'] as const;
/** Connections left beside the held ones: the relay's transaction, and one for the work the holders wait on. */
const ROOM_FOR_THE_WORK = 2;
/** The smallest pool a workers process can run with: one job a queue. */
export const WORKERS_POOL_MIN = QUEUES_HOLDING_A_CONNECTION.length + ROOM_FOR_THE_WORK;

/**
 * Jobs in flight per queue: WORKER_CONCURRENCY, lowered to what the pool has room for (ADR 171), so a small pool makes the
 * workers slower, never stuck. Production's default pool (three per job plus two) always has room.
 */
export function workersConcurrency(env: { DATABASE_POOL_MAX?: number | undefined; WORKER_CONCURRENCY: number }): number {
  const room = Math.floor((workersPoolMax(env) - ROOM_FOR_THE_WORK) / QUEUES_HOLDING_A_CONNECTION.length);
  return Math.max(1, Math.min(env.WORKER_CONCURRENCY, room));
}

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

/** What a pool's options say beside its size: whether statements are prepared, and where a LISTEN goes (ADR 272). */
export interface PoolRoute {
  /** False behind PgBouncer in transaction mode (DATABASE_PREPARE): unnamed statements only. */
  prepare?: boolean;
  /** A direct PostgreSQL URL for LISTEN (DATABASE_DIRECT_URL); unset or empty: the pool's own URL. */
  directUrl?: string;
}

/** The route settings of an environment, for createSql. */
export const poolRoute = (env: { DATABASE_PREPARE: boolean; DATABASE_DIRECT_URL: string }): PoolRoute => ({
  prepare: env.DATABASE_PREPARE,
  directUrl: env.DATABASE_DIRECT_URL,
});

const listeners = new WeakMap<Sql, Sql>();

/**
 * The client a LISTEN on `sql` must use: a direct connection when the pool goes through a transaction-mode pooler, which hands the
 * listening server connection to other clients after each statement, so notifications would reach nobody (ADR 272).
 */
export const listenerOf = (sql: Sql): Sql => listeners.get(sql) ?? sql;

const clientOptions = (max: number, prepare: boolean, debug?: postgres.Options<never>['debug']) => ({
  max,
  prepare,
  // NOTE: tests pass one to see the statements a request runs (api/test/statement-reads.ts); production never does.
  ...(debug ? { debug } : {}),
  onnotice: () => {},
  // NOTE: bigint counts (count(*)) as JS numbers; our counts are far below 2^53.
  types: {
    date: { to: 1082, from: [1082], serialize: (x: string) => x, parse: (x: string) => x },
    bigint: { to: 20, from: [20], serialize: (x: number) => String(x), parse: (x: string) => Number(x) } },
  connection: { application_name: 'sdpumpkin' },
});

/** One pooled postgres.js client. Dates come back as ISO strings we control, numbers as numbers where safe. */
export function createSql(databaseUrl: string, options: { max?: number; debug?: postgres.Options<never>['debug'] } & PoolRoute = {}): Sql {
  const sql = postgres(databaseUrl, clientOptions(options.max ?? 10, options.prepare ?? true, options.debug));
  if (options.directUrl && options.directUrl !== databaseUrl) {
    // NOTE: its only use is sql.listen, which opens one connection of its own when first called; ended with the pool.
    const direct = postgres(options.directUrl, clientOptions(1, true));
    listeners.set(sql, direct);
    const end = sql.end.bind(sql);
    Object.assign(sql, { end: async (opts?: { timeout?: number }) => { await Promise.all([end(opts), direct.end(opts)]); } });
  }
  return sql;
}
