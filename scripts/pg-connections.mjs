// How many PostgreSQL connections a run holds (ADR 171). `make test` (scripts/run-suite.sh) starts
//   node scripts/pg-connections.mjs sample <file>
// before the suite: every 200 ms it writes one line "<ms since start>\t<client connections of the whole server>\t<of them, to the
// suite's throw-away databases (sdp_*)>" to <file>, over one connection of its own (not counted), until SIGTERM or SIGINT. Then
//   node scripts/pg-connections.mjs peak <file>
// prints "peak PostgreSQL connections: N ..." from the file.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';

export const INTERVAL_MS = 200;

/** The peaks of a samples file: of the whole server and of the suite's databases, and how many samples there were. */
export function peaks(text) {
  const rows = text.split('\n').filter((line) => /^\d+\t\d+\t\d+$/.test(line)).map((line) => line.split('\t').map(Number));
  const maxConnections = Number(/^# max_connections (\d+)/m.exec(text)?.[1] ?? Number.NaN);
  return {
    samples: rows.length,
    all: Math.max(0, ...rows.map((r) => r[1])),
    suite: Math.max(0, ...rows.map((r) => r[2])),
    maxConnections,
  };
}

export function describePeaks(p) {
  if (p.samples === 0) return 'peak PostgreSQL connections: not measured (no samples)';
  const limit = Number.isFinite(p.maxConnections) ? ` of max_connections ${p.maxConnections}` : '';
  return `peak PostgreSQL connections: ${p.all}${limit} (every client of the server; ${p.suite} to the suite's sdp_* databases; ${p.samples} samples, one every ${INTERVAL_MS} ms)`;
}

async function sample(file) {
  const sql = postgres(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', { max: 1, onnotice: () => {}, connection: { application_name: 'sdp-connection-sampler' } });
  const [{ max_connections: max }] = await sql`SELECT current_setting('max_connections') AS max_connections`;
  writeFileSync(file, `# max_connections ${max}\n`);
  const started = Date.now();
  let stopping = false;
  const stop = () => {
    stopping = true;
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  while (!stopping) {
    try {
      const [row] = await sql`
        SELECT count(*)::int AS "all", (count(*) FILTER (WHERE datname LIKE 'sdp\_%'))::int AS suite
        FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`;
      appendFileSync(file, `${Date.now() - started}\t${row.all}\t${row.suite}\n`);
    } catch (err) {
      appendFileSync(file, `# ${Date.now() - started} ${err.message}\n`);
    }
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
  await sql.end({ timeout: 2 });
}

const main = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
const [command, file] = main ? process.argv.slice(2) : [];
if (command === 'sample' && file) await sample(file);
else if (command === 'peak' && file) {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // no samples: said below
  }
  console.log(describePeaks(peaks(text)));
} else if (main) {
  console.error('usage: node scripts/pg-connections.mjs sample|peak <file>');
  process.exit(2);
}
