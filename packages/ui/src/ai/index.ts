// The ai components.
export { AiOffNotice } from "./ai-off-notice";
export type { AiOffNoticeProps } from "./ai-off-notice";
export { CompletionPanel } from "./completion-panel";
export type { CompletionPanelProps } from "./completion-panel";
export { CompletionPanelView } from "./completion-panel-view";
export type { CompletionPanelViewProps } from "./completion-panel-view";
export type { CompletionKind, CompletionPanelStatus } from "./types";
