import { useSyncExternalStore } from "react";
import type * as React from "react";

import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast";
import { dismissToast, TOAST_DURATION, toastStore } from "./toast-store";

type ToasterProps = React.ComponentProps<typeof ToastViewport>;

/**
 * Renders what `toast()` shows. Mount it once, near the root of the app. Toasts stay 5 s
 * (pausing while the pointer or focus is on them), can be swiped right to dismiss, and live in
 * a landmark that F8 jumps to.
 *
 * @example
 * <MessagesProvider messages={de}>
 *   <App />
 *   <Toaster />
 * </MessagesProvider>
 */
function Toaster(props: ToasterProps) {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  return (
    <ToastProvider duration={TOAST_DURATION}>
      {toasts.map(({ id, open, title, description, variant, action, duration }) => (
        <Toast
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          variant={variant}
          duration={duration}
          data-duration={duration ?? TOAST_DURATION}
        >
          <div className="pk:grid pk:gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description !== undefined && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action && (
            <ToastAction altText={action.label} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          )}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport data-slot="toaster" {...props} />
    </ToastProvider>
  );
}

export { Toaster };
export type { ToasterProps };
