/** A root-relative asset path under the site's base path ('/images/x.svg' -> '/sdpumpkin/images/x.svg'); absolute URLs pass through. */
export function assetUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const clean = path.startsWith('/') ? path : `/${path}`;
  return base && clean.startsWith(`${base}/`) ? clean : `${base}${clean}`;
}
