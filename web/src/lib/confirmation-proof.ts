/**
 * What proves this tab may see its order on /order-confirmation, kept in session storage rather than in the address bar
 * (ADR 021): Stripe's return parameters that are secrets (`session_id`, `payment_intent_client_secret`) are moved here before
 * any analytics tag can read `location`, and the order key is kept here once the payment is confirmed, so a reload still works.
 */
export interface ConfirmationProof {
  session_id?: string;
  payment_intent?: string;
  payment_intent_client_secret?: string;
  redirect_status?: string;
  orderId?: string;
  orderSecret?: string;
}

const PROOF_KEY = 'orderConfirmationProof';
const SECRET_PARAMS = ['session_id', 'payment_intent_client_secret'] as const;
const RETURN_PARAMS = ['session_id', 'payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readConfirmationProof(store: Store = sessionStorage): ConfirmationProof {
  try {
    const parsed = JSON.parse(store.getItem(PROOF_KEY) ?? '{}') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'string' && value.length <= 512)) as ConfirmationProof;
  } catch {
    return {};
  }
}

export function saveConfirmationProof(proof: ConfirmationProof, store: Store = sessionStorage) {
  store.setItem(PROOF_KEY, JSON.stringify(proof));
}

/**
 * At start-up, before the router and the tags: on /order-confirmation, move the secret return parameters into session storage
 * and drop them from the address (history.replaceState), keeping the rest of the query.
 */
export function stashConfirmationProof(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location, history: Pick<History, 'replaceState' | 'state'> = window.history, store: Store = sessionStorage) {
  if (!/\/order-confirmation\/?$/.test(location.pathname)) return;
  const params = new URLSearchParams(location.search);
  if (!SECRET_PARAMS.some((name) => params.has(name))) return;
  const proof: ConfirmationProof = {};
  for (const name of RETURN_PARAMS) {
    const value = params.get(name);
    if (value) proof[name] = value;
  }
  saveConfirmationProof(proof, store);
  for (const name of SECRET_PARAMS) params.delete(name);
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}
