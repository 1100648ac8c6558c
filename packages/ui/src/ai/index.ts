// The ai components.
export { CompletionPanel } from "./completion-panel";
export type { CompletionPanelProps } from "./completion-panel";
export { CompletionPanelView } from "./completion-panel-view";
export type { CompletionPanelViewProps } from "./completion-panel-view";
export type { CompletionKind, CompletionPanelStatus } from "./types";
