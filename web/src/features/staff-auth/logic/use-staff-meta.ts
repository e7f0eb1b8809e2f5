import { useDocumentMeta, useNoIndex } from '../../../lib/seo.ts';

/** Title for a staff screen, and keep it out of search engines. */
export function useStaffMeta(title: string) {
  useDocumentMeta(`${title} | SD Pumpkin`, `${title} for SD Pumpkin staff.`);
  useNoIndex();
}
