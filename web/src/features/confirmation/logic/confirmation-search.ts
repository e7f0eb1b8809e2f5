/** Query of /order-confirmation: ?session_id (hosted checkout) or ?payment_intent + redirect_status (embedded form). */
export interface ConfirmationSearch {
  session_id?: string;
  payment_intent?: string;
  payment_intent_client_secret?: string;
  redirect_status?: string;
}

const KEYS = ['session_id', 'payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/** Keep the known keys that are non-empty strings of a sane length; everything else is dropped, never an error. */
export function parseConfirmationSearch(search: Record<string, unknown>): ConfirmationSearch {
  const result: ConfirmationSearch = {};
  for (const key of KEYS) {
    const value = search[key];
    if (typeof value === 'string' && value.trim() !== '' && value.length <= 255) result[key] = value.trim();
  }
  return result;
}
