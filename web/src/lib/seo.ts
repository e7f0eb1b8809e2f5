import { useEffect } from 'react';
import type { PublicPath } from '@sdp/shared/constants/pages';
import { PAGE_STATE_ID } from '@sdp/shared/pages/page-state';
import type { Package } from '@sdp/shared/wire';

/** Per-route title and description (docs/design.md §8); index.html carries the home values for crawlers without JS. */
export function useDocumentMeta(title: string, description: string) {
  useEffect(() => setDocumentMeta(title, description), [title, description]);
}

function setDocumentMeta(title: string, description: string) {
  document.title = title;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/** The address of the page the server rendered, until the visitor moves on: its head is the server's already. */
let serverHeadAt = typeof document !== 'undefined' && document.getElementById(PAGE_STATE_ID) !== null ? window.location.pathname : null;

/**
 * A public page's title and description (prices from the catalog, ADR 075), the same the server sent in its first HTML (api/src/public-pages.ts). On the page the
 * server rendered they are there already, so the table of every page's words loads only once the visitor moves to another page
 * in the app: the home page's JS budget has no room for it (ADR 078).
 */
export function usePageMeta(path: PublicPath, packages?: readonly Package[]) {
  useEffect(() => {
    const first = serverHeadAt === window.location.pathname;
    serverHeadAt = null;
    if (first) return;
    let current = true;
    void import('@sdp/shared/constants/pages').then(({ PAGE_META, pageDescription }) => {
      if (current) setDocumentMeta(PAGE_META[path].title, pageDescription(path, packages));
    });
    return () => {
      current = false;
    };
  }, [path, packages]);
}

/** Keeps the page out of search results: staff screens and the pages a signed link opens (ADR 042, robots.txt says the same). */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
