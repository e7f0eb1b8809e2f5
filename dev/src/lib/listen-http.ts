import { serve } from '@hono/node-server';

export interface HttpListener {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Serve a fetch handler on 127.0.0.1 (port 0 = any free port, as tests use) and report the bound port. */
export function listenHttp(app: { fetch: (req: Request) => Response | Promise<Response> }, port: number, hostname = '127.0.0.1'): Promise<HttpListener> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
      resolve({
        port: info.port,
        url: `http://${hostname}:${info.port}`,
        close: () => new Promise((done) => {
          // NOTE: a hanging client (the Zapier sink's timeout mode) must not keep close() waiting.
          (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          server.close(() => done());
        }),
      });
    });
    server.once('error', reject);
  });
}
