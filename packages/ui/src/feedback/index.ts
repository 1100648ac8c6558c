// The feedback components.
export { batchErrorMessage } from "./batch-error-message";
export { BatchProgress } from "./batch-progress";
export type { BatchProgressProps, FailedBatchOutcome } from "./batch-progress";
export { ConnectionBanner, ConnectionStatus } from "./connection-banner";
export type { ConnectionBannerProps, ConnectionStatusProps } from "./connection-banner";
export { ConnectionBannerView } from "./connection-banner-view";
export type { ConnectionBannerViewProps, ConnectionProblem } from "./connection-banner-view";
export { ConnectionStatusView } from "./connection-status-view";
export type { ConnectionStatusViewProps } from "./connection-status-view";
