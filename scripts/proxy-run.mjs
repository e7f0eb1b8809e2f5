// `node scripts/proxy-run.mjs PORT host:port…`: Caddy in front of the API processes in the foreground, for make start's process list;
// SIGTERM stops it (scripts/proxy.mjs).
import { startProxy } from './proxy.mjs';

const [port, ...upstreams] = process.argv.slice(2);
const caddy = startProxy({ port: Number(port), upstreams, host: '0.0.0.0', stdio: 'inherit' });
caddy.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => caddy.kill('SIGTERM'));
