import { useSyncExternalStore } from 'react';

/** docs/product-spec.md §9 toast rules: at most one visible, removed from memory 1 000 000 ms after it is dismissed. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastItem {
  id: number;
  title: string;
  description?: string | undefined;
  variant: 'default' | 'destructive' | 'success';
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Show a toast; the newest replaces any visible one. */
export function toast(input: { title: string; description?: string | undefined; variant?: ToastItem['variant'] }) {
  const item: ToastItem = { id: nextId++, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return item.id;
}

/** Close a toast (swipe, close button, timeout); it leaves memory after the removal delay. */
export function dismissToast(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
