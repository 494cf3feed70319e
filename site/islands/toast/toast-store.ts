/**
 * Notifications: one at a time; a dismissed toast stays in the
 * store (closed, so it can animate out) until removed after 1,000,000 ms.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastData {
  id: string;
  title: string;
  description?: string;
  variant?: "default" | "error";
  open: boolean;
}

type Listener = (toasts: ToastData[]) => void;

export interface ToastStore {
  toast(input: Omit<ToastData, "id" | "open">): string;
  dismiss(id: string): void;
  subscribe(listener: Listener): () => void;
  current(): ToastData[];
}

export function createToastStore(
  schedule: (callback: () => void, ms: number) => unknown = setTimeout,
): ToastStore {
  let toasts: ToastData[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const removals = new Set<string>();
  const emit = () => listeners.forEach((listener) => listener(toasts));

  const scheduleRemoval = (id: string) => {
    if (removals.has(id)) return;
    removals.add(id);
    schedule(() => {
      removals.delete(id);
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY);
  };

  return {
    toast(input) {
      const id = String(++counter);
      toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
      emit();
      return id;
    },
    dismiss(id) {
      toasts = toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast));
      scheduleRemoval(id);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => toasts,
  };
}

/** The page's one store, shared by every island on it. */
export const toasts = createToastStore();
