import * as React from "react";

import type { FieldSnapshot, FormSnapshot, FormStore } from "./form-store";

/** Whether the form changed, is submitting, and its summary of problems. */
export function useFormSnapshot(store: FormStore): FormSnapshot {
  return React.useSyncExternalStore(store.subscribe, store.form, store.form);
}

/** One field's value, problem and changed state; re-renders only when they change. */
export function useFieldSnapshot(store: FormStore, name: string): FieldSnapshot {
  const subscribe = React.useCallback(
    (listener: () => void) => store.subscribeField(name, listener),
    [store, name],
  );
  const get = React.useCallback(() => store.field(name), [store, name]);
  return React.useSyncExternalStore(subscribe, get, get);
}
