import { useQuery } from '@tanstack/react-query';
import type { CustomQuote } from '@sdp/shared/wire';

// NOTE: the key alone names GET /api/custom-quotes (the default query function, spec §7); the quote dashboard reads the same
// key, so both screens share one cached list without importing each other.
export const useAdminQuotes = () => useQuery<CustomQuote[]>({ queryKey: ['custom-quotes'] });
