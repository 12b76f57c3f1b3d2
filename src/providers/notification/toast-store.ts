import type { NotificationProvider, OpenNotificationParams } from "@refinedev/core";

export type Toast = {
  key: string;
  type: "success" | "error" | "info";
  /** The main line the seller reads. */
  text: string;
};

type Listener = () => void;

/**
 * A tiny store of visible toasts. Refine's error notifications carry the normalised message in
 * `description` (their `message` is a generic title): the seller reads the description.
 */
export function createToastStore() {
  let toasts: Toast[] = [];
  const listeners = new Set<Listener>();
  let counter = 0;
  const emit = () => listeners.forEach((listener) => listener());

  const store = {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => toasts,
    show(toast: Omit<Toast, "key"> & { key?: string }) {
      const key = toast.key ?? `toast-${(counter += 1)}`;
      const text = toast.text.trim();
      if (!text) return;
      toasts = [...toasts.filter((existing) => existing.key !== key), { ...toast, key, text }];
      emit();
    },
    dismiss(key: string) {
      const next = toasts.filter((toast) => toast.key !== key);
      if (next.length !== toasts.length) {
        toasts = next;
        emit();
      }
    },
    clear() {
      toasts = [];
      emit();
    },
  };
  return store;
}

export type ToastStore = ReturnType<typeof createToastStore>;

export function toastFromNotification(params: OpenNotificationParams): Omit<Toast, "key"> & { key?: string } {
  const type = params.type === "progress" ? "info" : params.type;
  const text = type === "error" ? params.description?.trim() || params.message : params.message;
  return { key: params.key, type, text };
}

export function createNotificationProvider(store: ToastStore): NotificationProvider {
  return {
    open: (params) => store.show(toastFromNotification(params)),
    close: (key) => store.dismiss(key),
  };
}
