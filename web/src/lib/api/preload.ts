/**
 * A route loader's reads (`queryClient.ensureQueryData(...)` each), awaited together so a page rendered on the server holds its
 * data (docs/design.md §14) and the browser's first render finds it. A failed read is left to the screen, which shows its own error.
 */
export function preload(...reads: Promise<unknown>[]): Promise<unknown> {
  return Promise.all(reads.map((read) => read.catch(() => null)));
}
