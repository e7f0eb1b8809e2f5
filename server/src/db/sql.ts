import postgres from 'postgres';

export type Sql = postgres.Sql;
export type TransactionSql = postgres.TransactionSql;

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
