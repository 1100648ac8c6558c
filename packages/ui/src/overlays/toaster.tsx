import { lazy, Suspense, useState, useSyncExternalStore } from "react";

import type { ToasterListProps } from "./toaster-list";
import { toastStore } from "./toast-store";

type ToasterProps = Omit<ToasterListProps, "toasts">;

// Radix Toast and what it brings (a collection, a dismissable layer, portals) load with the
// first toast: most page views show none, and the page's first paint should not wait for them.
const ToasterList = /* @__PURE__ */ lazy(async () => ({
  default: (await import("./toaster-list")).ToasterList,
}));

/**
 * Renders what `toast()` shows. Mount it once, near the root of the app. Toasts stay 5 s
 * (pausing while the pointer or focus is on them), can be swiped towards their edge to dismiss
 * (right, or left in a right-to-left page), and live in a landmark that F8 jumps to. Its code
 * loads when the first toast is shown.
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
  // Once there, the landmark stays, so that F8 keeps working and toasts animate out.
  const [shown, setShown] = useState(false);
  if (toasts.length > 0 && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToasterList toasts={toasts} {...props} />
    </Suspense>
  );
}

export { Toaster };
export type { ToasterProps };
