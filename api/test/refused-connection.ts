import { isTooManyClients } from '@sdp/server/db/sql';

/**
 * Rethrow PostgreSQL's refusal of a connection as an error that says what happened and where to look (ADR 171), instead of the
 * bare "sorry, too many clients already" a test would otherwise fail with, far from its cause. Any other error is rethrown as is.
 */
export function explainRefusedConnection(err: unknown): never {
  if (!isTooManyClients(err)) throw err;
  throw new Error(
    'PostgreSQL refused a connection: too many clients (max_connections reached). The suite bounds its own pools ' +
      '(api/test/connection-budget.ts, ADR 171; `make test` prints its peak); see who holds the rest with ' +
      '`SELECT datname, application_name, count(*) FROM pg_stat_activity GROUP BY 1, 2 ORDER BY 3 DESC`.',
    { cause: err },
  );
}
