import { toast } from '../components/ui/toast-store.ts';
import { ApiError, isUnauthorized } from './api-fetch.ts';

/**
 * The onError of a staff action: a toast titled `title` with the server's own words, else `fallback`. A 401 shows nothing: the
 * query client sends the person to /login.
 */
export const toastFailure = (title: string, fallback = 'Please try again.') => (error: unknown) => {
  if (isUnauthorized(error)) return;
  toast({ title, description: (error instanceof ApiError && error.serverMessage) || fallback, variant: 'destructive' });
};
