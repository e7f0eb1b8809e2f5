import { lazy, Suspense } from 'react';
import { useConsentPanelOpened } from '../../lib/consent/consent-panel.ts';

const ConsentBanner = lazy(() => import('./consent-banner.tsx'));

/**
 * The privacy panel's code (and the consent store) loads only once the panel first opens: none on a site without third-party
 * tags until the footer link is tapped, none once someone has chosen (ADR 078).
 */
export function LazyConsentBanner() {
  if (!useConsentPanelOpened()) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
