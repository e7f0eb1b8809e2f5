/**
 * Vite's dev server: WEB_PORT, and /api proxied to API_PROXY_TARGET. make dev sets both from its ports, the API's PORT included
 * (scripts/dev-settings.mjs); the e2e dev-build check (e2e/src/dev-warnings.test.ts) points it at its own API the same way.
 */
export function devServerOptions(env: Record<string, string | undefined>, basePath: string) {
  return {
    port: Number(env.WEB_PORT ?? 5173),
    proxy: { [`${basePath}/api`]: { target: env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  };
}
