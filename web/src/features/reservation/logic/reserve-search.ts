import { SERVICE_LEVELS, type ServiceLevel } from '@sdp/shared/constants/business';

/** /reserve?package={id}&service=white-glove|drop-off (docs/product-spec.md §2). */
export interface ReserveSearch {
  package?: string | undefined;
  service?: ServiceLevel | undefined;
}

const isServiceLevel = (value: unknown): value is ServiceLevel => (SERVICE_LEVELS as readonly unknown[]).includes(value);

/**
 * Anything else in the URL is ignored rather than an error. NOTE: plain checks, not a valibot schema: every route's search
 * parser ships in the app chunk that / loads, and valibot was the only reason that chunk pulled it in (budget, ADR 019).
 */
export function parseReserveSearch(search: Record<string, unknown>): ReserveSearch {
  const pkg = search.package;
  const service = search.service;
  return {
    ...(typeof pkg === 'string' && pkg !== '' && pkg.length <= 64 ? { package: pkg } : {}),
    ...(isServiceLevel(service) ? { service } : {}),
  };
}
