import { useEffect } from 'react';
import { useDocumentMeta } from '../../../lib/seo.ts';

/** Title for a staff screen, and keep it out of search engines. */
export function useStaffMeta(title: string) {
  useDocumentMeta(`${title} | SD Pumpkin`, `${title} for SD Pumpkin staff.`);
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
