import { useHealth } from "@pocketkit/hooks";

import {
  HealthIndicatorView,
  type HealthIndicatorViewProps,
  type HealthStatusName,
} from "./health-indicator-view";

type HealthIndicatorProps = Omit<HealthIndicatorViewProps, "status"> & {
  /** How often to ask `/api/health`, in milliseconds. @default 30000 */
  interval?: number;
};

/**
 * `HealthIndicatorView` for the app's PocketBase, asking `/api/health` every `interval` ms.
 * For a superuser it also shows when a backup or restore is running.
 *
 * @example
 * <HealthIndicator interval={10_000} />
 */
function HealthIndicator({ interval = 30_000, ...props }: HealthIndicatorProps) {
  const { data, error, isPending } = useHealth({ refetchInterval: interval });
  let status: HealthStatusName = "checking";
  if (error) status = "unreachable";
  else if (!isPending)
    status = data.code !== 200 ? "unreachable" : data.data?.canBackup === false ? "busy" : "healthy";
  return <HealthIndicatorView status={status} {...props} />;
}

export { HealthIndicator };
export type { HealthIndicatorProps };
