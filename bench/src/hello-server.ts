import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// The baseline of docs/design.md §9: the barest Hono route, served by @hono/node-server in its own process exactly as the API is.
const app = new Hono().get('/hello', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ msg: 'hello listening', port: info.port })}\n`);
});
process.once('SIGTERM', () => process.exit(0));
