/**
 * Where to go after signing in: only a path on this site (no scheme, no `//host`, no backslash or control-character tricks),
 * with the base path removed when the API's /api/login handed us a full site path. Anything else falls back to the dashboard.
 */
export function safeReturnTo(value: unknown, basePath: string, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let path = value;
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`) || path.startsWith(`${basePath}?`)))
    path = path.slice(basePath.length) || '/';
  if (!path.startsWith('/')) path = `/${path}`;
  // NOTE: coming back to /login after signing in would be a dead end.
  if (path === '/login' || path.startsWith('/login?') || path.startsWith('/api/')) return fallback;
  return path;
}
