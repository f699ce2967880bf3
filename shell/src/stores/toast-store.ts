import { create } from 'zustand';
import type { ToastItem } from '@cc/ui';
import type { ToastInput } from '@cc/types';

/** Spec §4 / §9: one toast at a time, a new one replaces the old, shown for 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export interface ToastState {
  toast: ToastItem | null;
  show(input: ToastInput): void;
  dismiss(id: number): void;
}

let nextId = 1;
// One timer for the one toast: replacing a toast restarts the 5000 ms from the newest.
let timer: ReturnType<typeof setTimeout> | undefined;

export const useToastStore = create<ToastState>()((set, get) => ({
  toast: null,
  show: (input) => {
    const id = nextId++;
    clearTimeout(timer);
    timer = setTimeout(() => get().dismiss(id), TOAST_DURATION_MS);
    set({ toast: { ...input, id } });
  },
  dismiss: (id) => {
    // A late dismiss (old timer, a swipe on a toast already replaced) must not hide the newer one.
    if (get().toast?.id !== id) return;
    clearTimeout(timer);
    set({ toast: null });
  },
}));

/** Drops any toast and its timer; the shell calls it when it mounts. */
export function clearToasts(): void {
  clearTimeout(timer);
  timer = undefined;
  useToastStore.setState({ toast: null });
}

/** The shell's toast function (stable: the same function on every render). */
export function useToast(): ToastState['show'] {
  return useToastStore((state) => state.show);
}
