import type { ServiceDeps } from '@sdp/server/deps';

/** Everything a handler may touch, created once by server.ts (or by a test) and passed to createApp: the server's ServiceDeps. */
export type AppDeps = ServiceDeps;

export { currentTime } from '@sdp/server/deps';

export type AppEnv = { Variables: { deps: AppDeps; requestId: string; user?: { id: string; name: string; email: string; role: 'staff' | 'admin' } } };
