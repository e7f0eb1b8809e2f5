import { listenerOf, type Sql } from '../db/sql.ts';
import { loadCatalog, type Catalog } from './catalog.ts';

export const CATALOG_CHANNEL = 'catalog_changed';

const caches = new WeakMap<Sql, { current?: Promise<Catalog>; loaded?: Catalog; listening?: Promise<unknown> }>();

/**
 * The catalog from memory. The first call per connection pool loads it and LISTENs on the channel that catalog triggers
 * NOTIFY (migration 002), so every API process drops its copy the moment staff or a seed change a row. Behind a transaction-mode
 * pooler the LISTEN goes to DATABASE_DIRECT_URL (listenerOf, ADR 272).
 */
export function getCatalog(sql: Sql): Promise<Catalog> {
  let entry = caches.get(sql);
  if (!entry) {
    entry = {};
    caches.set(sql, entry);
    const cache = entry;
    const drop = () => {
      cache.current = undefined;
      cache.loaded = undefined;
    };
    cache.listening = listenerOf(sql).listen(CATALOG_CHANNEL, drop).catch(() => {
      // NOTE: without LISTEN (e.g. a pooler in transaction mode) fall back to a short time-based expiry.
      setInterval(drop, 30_000).unref();
    });
  }
  const cache = entry;
  if (!cache.current) {
    const loading = loadCatalog(sql).then(
      (catalog) => {
        if (cache.current === loading) cache.loaded = catalog;
        return catalog;
      },
      (err) => {
        cache.current = undefined;
        throw err;
      },
    );
    cache.current = loading;
  }
  return cache.current;
}

/** The catalog if it is loaded and current, without waiting (the hot read path); undefined otherwise. */
export function peekCatalog(sql: Sql): Catalog | undefined {
  return caches.get(sql)?.loaded;
}

/** Drop the cached copy now (used right after a write in this process, before the NOTIFY round trip). */
export function invalidateCatalog(sql: Sql): void {
  const entry = caches.get(sql);
  if (entry) {
    entry.current = undefined;
    entry.loaded = undefined;
  }
}
