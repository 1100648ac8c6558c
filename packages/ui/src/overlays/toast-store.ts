import type { ReactNode } from "react";

/** How long a toast stays, in ms, unless its `duration` says otherwise (DESIGN §5). */
const TOAST_DURATION = 5000;

// A dismissed toast stays in the store long enough for its exit animation, then goes.
const REMOVE_DELAY = 1000;

interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** @default "default" */
  variant?: "default" | "destructive";
  /**
   * One button beside the text, e.g. Undo. Pressing it calls `onClick` and dismisses the toast.
   * Keep what it does reachable elsewhere too: a toast may be gone before someone gets to it.
   */
  action?: { label: string; onClick: () => void };
  /** Time on screen in ms, paused while the pointer or focus is in the toasts. @default 5000 */
  duration?: number;
}

interface ToastState extends ToastOptions {
  id: string;
  /** False from the moment it is dismissed, while it animates out. */
  open: boolean;
}

interface ToastHandle {
  id: string;
  /** Closes the toast now. Does nothing if it is already gone. */
  dismiss: () => void;
}

type Listener = () => void;

let toasts: readonly ToastState[] = [];
let counter = 0;
const listeners = new Set<Listener>();

function setToasts(next: readonly ToastState[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Closes one toast, or every toast when called without an id.
 *
 * @example
 * dismissToast(handle.id);
 */
function dismissToast(id?: string): void {
  if (!toasts.some((item) => item.open && (id === undefined || item.id === id))) return;
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => {
    setToasts(toasts.filter((item) => item.open || (id !== undefined && item.id !== id)));
  }, REMOVE_DELAY);
}

/**
 * Shows a toast in the app's `<Toaster />`. Callable from anywhere, also outside React (a
 * mutation's `onError`, a plain module).
 *
 * @example
 * const { dismiss } = toast({
 *   title: "Photo deleted",
 *   action: { label: t("common.undo"), onClick: restore },
 * });
 */
function toast(options: ToastOptions): ToastHandle {
  counter += 1;
  const id = `pk-toast-${counter}`;
  setToasts([...toasts, { ...options, id, open: true }]);
  return { id, dismiss: () => dismissToast(id) };
}

/**
 * The toasts as an external store, read by `<Toaster />` with `useSyncExternalStore`; use it
 * to render toasts your own way.
 */
const noToasts: readonly ToastState[] = [];
const toastStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): readonly ToastState[] {
    return toasts;
  },
  getServerSnapshot(): readonly ToastState[] {
    return noToasts;
  },
};

export { dismissToast, toast, TOAST_DURATION, toastStore };
export type { ToastHandle, ToastOptions, ToastState };
