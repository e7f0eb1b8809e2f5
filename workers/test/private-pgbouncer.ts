import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { freePort } from './private-redis.ts';


const listening = (port: number) => new Promise<boolean>((resolve) => {
  const socket = new Socket();
  socket.once('connect', () => { socket.destroy(); resolve(true); });
  socket.once('error', () => resolve(false));
  socket.connect(port, '127.0.0.1');
});

/**
 * PgBouncer (Debian's pgbouncer) of our own in transaction mode on a free port, in front of the PostgreSQL of `directUrl`, config in a
 * temp dir (docs/design.md §25, ADR 272). `urlOf(directUrl)` is the same database through it. PgBouncer refuses to run as root:
 * as root it runs as the postgres user (`-u`).
 */
export async function startPrivatePgBouncer(directUrl: string, { poolSize = 4 } = {}) {
  const target = new URL(directUrl);
  const dir = mkdtempSync(join(tmpdir(), 'sdp-pgbouncer-'));
  const port = await freePort();
  const user = decodeURIComponent(target.username || 'postgres');
  writeFileSync(join(dir, 'userlist.txt'), `"${user}" ""\n`);
  writeFileSync(join(dir, 'pgbouncer.ini'), [
    '[databases]', `* = host=${target.hostname} port=${target.port || 5432}`,
    '[pgbouncer]', 'listen_addr = 127.0.0.1', `listen_port = ${port}`, 'unix_socket_dir =', 'auth_type = trust',
    `auth_file = ${join(dir, 'userlist.txt')}`, 'pool_mode = transaction', 'max_client_conn = 200', `default_pool_size = ${poolSize}`,
    // NOTE: postgres.js sends no extra startup parameters beyond application_name; JDBC-style ones would need this list.
    'ignore_startup_parameters = extra_float_digits', `logfile = ${join(dir, 'pgbouncer.log')}`, 'log_connections = 0', 'log_disconnections = 0',
  ].join('\n') + '\n');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    for (const file of ['', 'userlist.txt', 'pgbouncer.ini']) chownSync(join(dir, file), uid, gid);
    chmodSync(dir, 0o755);
  }
  const binary = ['/usr/sbin/pgbouncer', 'pgbouncer'].find((b) => b === 'pgbouncer' || execFileSync('sh', ['-c', `test -x ${b} && echo y || true`]).toString().trim() === 'y')!;
  const child: ChildProcess = spawn(binary, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
  for (let i = 0; !(await listening(port)); i += 1) {
    if (child.exitCode !== null || i > 100) throw new Error(`pgbouncer did not start (exit ${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    urlOf: (url: string) => {
      const through = new URL(url);
      through.host = `127.0.0.1:${port}`;
      return through.toString();
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
