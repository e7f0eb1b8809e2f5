import type { ReactNode } from 'react';
import { BUSINESS } from '@sdp/shared/constants/business';
import { track } from '../../lib/analytics.ts';

/** Phone and e-mail links that record the contact event with the section they sit in (docs/product-spec.md §2, §7). */
export function PhoneLink({ section, className, children }: { section: string; className?: string; children?: ReactNode }) {
  return (
    <a href={BUSINESS.phoneHref} className={className} onClick={() => track.contact('phone', section)}>
      {children ?? BUSINESS.phoneDisplay}
    </a>
  );
}

export function EmailLink({ section, className, children }: { section: string; className?: string; children?: ReactNode }) {
  return (
    <a href={`mailto:${BUSINESS.email}`} className={className} onClick={() => track.contact('email', section)}>
      {children ?? BUSINESS.email}
    </a>
  );
}
