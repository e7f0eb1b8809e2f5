// How many PostgreSQL connections a run holds (ADR 171). `make test` (scripts/run-suite.sh) starts
//   node scripts/pg-connections.mjs sample <file>
// before the suite: every 200 ms it writes one line "<ms since start>\t<this run's connections>\t<client connections of the whole
// server>\t<of them, to throw-away sdp_* databases>" to <file>, over one connection of its own (not counted), until SIGTERM or
// SIGINT. "This run's" are the TCP connections to PostgreSQL's port held by the process that started the sampler and everything
// under it (read from /proc, Linux), so other people's clients of a shared server are not counted; elsewhere it is the server's
// count. Then
//   node scripts/pg-connections.mjs peak <file>
// prints "peak PostgreSQL connections: N ..." from the file.
import { appendFileSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';

export const INTERVAL_MS = 200;

/** The peaks of a samples file: this run's, the whole server's and the sdp_* databases', and how many samples there were. */
export function peaks(text) {
  const rows = text.split('\n').filter((line) => /^\d+(\t\d+){3}$/.test(line)).map((line) => line.split('\t').map(Number));
  const maxConnections = Number(/^# max_connections (\d+)/m.exec(text)?.[1] ?? Number.NaN);
  return {
    samples: rows.length,
    ours: Math.max(0, ...rows.map((r) => r[1])),
    all: Math.max(0, ...rows.map((r) => r[2])),
    suite: Math.max(0, ...rows.map((r) => r[3])),
    maxConnections,
  };
}

export function describePeaks(p) {
  if (p.samples === 0) return 'peak PostgreSQL connections: not measured (no samples)';
  const limit = Number.isFinite(p.maxConnections) ? ` of max_connections ${p.maxConnections}` : '';
  return `peak PostgreSQL connections: ${p.ours} (this run's processes; the whole server: ${p.all}${limit}, ${p.suite} of them to ` +
    `sdp_* databases; ${p.samples} samples, one every ${INTERVAL_MS} ms)`;
}

/** A file's text, or '' when it cannot be read (no samples; a table this system lacks). */
function readOrEmpty(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** The process `root` and every process under it. */
function processTree(root) {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return tree;
}

/** The established TCP connections to `port` held by the processes under `root` (null where /proc cannot tell). */
export function connectionsUnder(root, port) {
  if (process.platform !== 'linux') return null;
  const toServer = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = readOrEmpty(table);
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== '01') continue; // 01: ESTABLISHED
      if (Number.parseInt(fields[2].split(':')[1], 16) === port) toServer.add(fields[9]);
    }
  }
  let ours = 0;
  for (const pid of processTree(root)) {
    if (pid === process.pid) continue; // the sampler's own connection
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // ended meanwhile, or not ours to read
    }
    for (const fd of fds) {
      try {
        const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        if (inode && toServer.has(inode)) ours += 1;
      } catch {
        // closed meanwhile
      }
    }
  }
  return ours;
}

async function sample(file, root) {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const port = Number(url.port || 5432);
  let stopping = false;
  const stop = () => {
    stopping = true;
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {}, connection: { application_name: 'sdp-connection-sampler' } });
  const [{ max_connections: max }] = await sql`SELECT current_setting('max_connections') AS max_connections`;
  writeFileSync(file, `# max_connections ${max}\n`);
  const started = Date.now();
  while (!stopping) {
    try {
      const [row] = await sql`
        SELECT count(*)::int AS "all", (count(*) FILTER (WHERE datname LIKE 'sdp\_%'))::int AS suite
        FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`;
      appendFileSync(file, `${Date.now() - started}\t${connectionsUnder(root, port) ?? row.all}\t${row.all}\t${row.suite}\n`);
    } catch (err) {
      appendFileSync(file, `# ${Date.now() - started} ${err.message}\n`);
    }
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
  await sql.end({ timeout: 2 });
}

const main = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
const [command, file, root] = main ? process.argv.slice(2) : [];
// NOTE: by default the run is the process that started the sampler (scripts/run-suite.sh) and everything under it.
if (command === 'sample' && file) await sample(file, Number(root ?? process.ppid));
else if (command === 'peak' && file) {
  console.log(describePeaks(peaks(readOrEmpty(file))));
} else if (main) {
  console.error('usage: node scripts/pg-connections.mjs sample <file> [root pid] | peak <file>');
  process.exit(2);
}
