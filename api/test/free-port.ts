import { createServer } from 'node:net';

/** A port on 127.0.0.1 nothing listens on right now (bound, then let go): for a process to start on, or to stand for one that is down. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
