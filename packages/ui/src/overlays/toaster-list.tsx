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
import { dismissToast, TOAST_DURATION, type ToastState } from "./toast-store";

type ToasterListProps = React.ComponentProps<typeof ToastViewport> & {
  toasts: readonly ToastState[];
};

/** The toasts on screen and their landmark (Radix Toast): what `Toaster` loads with the first toast. */
function ToasterList({ toasts, ...props }: ToasterListProps) {
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

export { ToasterList };
export type { ToasterListProps };
