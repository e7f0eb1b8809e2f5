import * as v from 'valibot';
import { SERVICE_LEVELS } from '@sdp/shared/constants/business';

/** /reserve?package={id}&service=white-glove|drop-off (spec §2); anything else in the URL is ignored rather than an error. */
export const reserveSearchSchema = v.object({
  package: v.optional(v.pipe(v.string(), v.maxLength(64)), undefined),
  service: v.optional(v.picklist(SERVICE_LEVELS), undefined),
});
export type ReserveSearch = v.InferOutput<typeof reserveSearchSchema>;

export function parseReserveSearch(search: Record<string, unknown>): ReserveSearch {
  const pkg = v.safeParse(reserveSearchSchema.entries.package, search.package);
  const service = v.safeParse(reserveSearchSchema.entries.service, search.service);
  return {
    ...(pkg.success && pkg.output ? { package: pkg.output } : {}),
    ...(service.success && service.output ? { service: service.output } : {}),
  };
}
