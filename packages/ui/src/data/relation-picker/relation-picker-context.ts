import { createContext, useContext } from "react";

import type { RelationPickerState } from "./use-relation-picker-state";

export const RelationPickerContext = createContext<RelationPickerState | null>(null);

/** @throws Error when `part` is rendered outside a RelationPickerView. */
export function useRelationPickerContext(part: string): RelationPickerState {
  const context = useContext(RelationPickerContext);
  if (!context) throw new Error(`${part} must be used within RelationPickerView`);
  return context;
}
