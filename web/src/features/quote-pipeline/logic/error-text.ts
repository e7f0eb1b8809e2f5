import { ApiError } from '../../../lib/api-fetch.ts';

/** The API's own message for a refused save (it says what to fix), or a plain fallback. */
export const errorText = (error: unknown): string | null =>
  (error instanceof ApiError && error.serverMessage) || (error ? 'Could not save. Please try again.' : null);
