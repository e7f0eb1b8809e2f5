import { useEffect } from 'react';
import { PAGE_META, type PublicPath } from '@sdp/shared/constants/pages';

/** Per-route title and description (docs/design.md §8); index.html carries the home values for crawlers without JS. */
export function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

/** A public page's title and description, the same the server sent in its first HTML (api/src/public-pages.ts). */
export function usePageMeta(path: PublicPath) {
  useDocumentMeta(PAGE_META[path].title, PAGE_META[path].description);
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
