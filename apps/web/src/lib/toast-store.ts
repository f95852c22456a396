import { useSyncExternalStore } from 'react';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  open: boolean;
}

/** SPEC §4/§9: one toast at a time; a dismissed toast is removed 1000 ms later; shown for 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1000;
export const TOAST_DURATION_MS = 5000;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, 'id' | 'open'>): number {
  const id = nextId++;
  emit([{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  emit(toasts.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      emit(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
