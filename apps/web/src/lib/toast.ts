import { useSyncExternalStore, type ReactNode } from 'react';
import { timings } from '@qamar/shared';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastData {
  id: number;
  title: string;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
  action?: ToastAction;
  open: boolean;
}

/** One toast visible at a time (docs/product/limits.md); a closed toast is dropped after the removal delay. */
const TOAST_LIMIT = 1;
let toasts: ToastData[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastData[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, timings.toastRemoveDelay),
  );
}

export function dismissToast(id?: number): void {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
}

export function toast(input: Omit<ToastData, 'id' | 'open'>): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
