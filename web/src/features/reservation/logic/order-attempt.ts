/**
 * The Idempotency-Key of each order attempt (ADR 310): one key per request body, so pressing "Reserve" again after no answer
 * (or the mutation's own retry) sends the same key and gets the order the first try made, never a second hold; a changed form
 * is a new attempt with a new key.
 */
export function orderAttemptKeys(makeKey: () => string = () => crypto.randomUUID()): (payload: unknown) => string {
  let last: { body: string; key: string } | null = null;
  return (payload) => {
    const body = JSON.stringify(payload);
    if (last?.body !== body) last = { body, key: makeKey() };
    return last.key;
  };
}
