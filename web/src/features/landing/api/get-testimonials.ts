import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/testimonials: customers' notes staff published with their permission (docs/design.md §21, ADR 124), newest first. */
export const usePublishedTestimonials = () =>
  useQuery({ queryKey: ['testimonials'], queryFn: () => unwrap(api.testimonials.$get()), staleTime: 5 * 60_000 });
