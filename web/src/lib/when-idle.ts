/**
 * Run `callback` when the browser is next idle; where requestIdleCallback is missing (Safari), after `fallbackMs`.
 * `timeoutMs` bounds the wait on a page that never goes idle. Returns a function that cancels the call.
 */
export function whenIdle(callback: () => void, { fallbackMs, timeoutMs }: { fallbackMs: number; timeoutMs?: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(handle);
}
