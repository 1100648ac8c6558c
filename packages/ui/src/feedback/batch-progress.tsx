import type { PocketkitError } from "@pocketkit/client";
import type { BatchItem, BatchOutcome, UseBatchResult } from "@pocketkit/hooks";
import { CircleAlertIcon, CircleCheckIcon, LoaderCircleIcon, RotateCcwIcon } from "../lib/icons";
import * as React from "react";

import { type Translate, useCatalogue } from "../i18n/messages-context";
import { feedbackEn } from "./messages";
import { cn } from "../lib/cn";
import { Button } from "../primitives/button";
import { Progress } from "../primitives/progress";
import { batchErrorMessage } from "./batch-error-message";
import { useRetryTracking } from "./use-retry-tracking";

type FailedBatchOutcome = Extract<BatchOutcome, { status: "failed" }>;

type BatchProgressProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Where the bulk action stands, as `useBatch().status` gives it. */
  status: UseBatchResult["status"];
  /** Items settled so far and in all (`useBatch().progress`). */
  progress: UseBatchResult["progress"];
  /** Each item's outcome of the last run (`useBatch().outcomes`). @default [] */
  outcomes?: BatchOutcome[];
  /** The failed outcomes (`useBatch().failed`). @default those of `outcomes` */
  failed?: FailedBatchOutcome[];
  /** What the action does, shown as its title and read out with its progress: `Moving to “Coast”`. */
  label: string;
  /** A readable name for an item in the failure list, e.g. the photo's title. @default "Item {id}" */
  describeItem?: (item: BatchItem) => string;
  /** Why an item failed. @default the error's message, in the catalogue's language where the kind decides it */
  describeError?: (error: PocketkitError) => string;
  /** Retry failed was pressed: run again what failed, nothing else (`useBatch().retryFailed`). */
  onRetryFailed?: () => unknown;
  /** Dismiss was pressed. The panel hides itself until the next run starts; move focus somewhere useful here. */
  onDismiss?: () => void;
  /** Ignored; accepted so that `{...useBatch()}` can be spread onto the component. */
  run?: UseBatchResult["run"];
  /** Stands in for `onRetryFailed` when that is not given, so that a spread `useBatch()` is enough. */
  retryFailed?: UseBatchResult["retryFailed"];
};

/**
 * A bulk action's progress and outcome, made to pair with `useBatch()`: "12 of 40…" with a bar
 * while it runs, then "40 done" or "37 done, 3 failed" with each failure named and explained, a
 * Retry failed button and Dismiss. After a retry the count includes the items that had already
 * gone through. A polite live region speaks when the action starts and when it ends, never per
 * item. Renders only that (empty) region while idle or dismissed. `data-status` holds the status
 * (`retrying` during a retry started here), `data-outcome` `ok` or `failed` once done.
 *
 * @example
 * const batch = useBatch();
 * <BatchProgress {...batch} label="Moving to “Coast”" describeItem={(item) => titles.get(item.id)} />
 */
function BatchProgress({
  status,
  progress,
  outcomes = [],
  failed: failedProp,
  label,
  describeItem,
  describeError,
  onRetryFailed,
  onDismiss,
  run: _run,
  retryFailed,
  className,
  ...props
}: BatchProgressProps) {
  const t = useCatalogue(feedbackEn);
  const titleId = React.useId();
  const failuresId = React.useId();
  const panelRef = React.useRef<HTMLElement>(null);
  const failed =
    failedProp ?? outcomes.filter((outcome): outcome is FailedBatchOutcome => outcome.status === "failed");
  // `useBatch` keeps the earlier successes in `outcomes` across a retry.
  const done = outcomes.filter((outcome) => outcome.status === "ok").length;
  const tracking = useRetryTracking(status);
  const retry = onRetryFailed ?? retryFailed;

  const summary =
    failed.length > 0
      ? t("feedback.batch.doneWithFailures", { done, failed: failed.length })
      : t("feedback.batch.done", { done });
  const announcement = tracking.dismissed
    ? ""
    : status === "running"
      ? t(tracking.retrying ? "feedback.batch.retryStarted" : "feedback.batch.started", {
          label,
          total: progress.total,
        })
      : status === "done"
        ? t("feedback.batch.finished", { label, summary })
        : "";
  const shown = status !== "idle" && !tracking.dismissed;
  const visibleStatus = status === "running" && tracking.retrying ? "retrying" : status;

  return (
    <div
      data-slot="batch-progress"
      data-status={visibleStatus}
      data-outcome={status === "done" ? (failed.length > 0 ? "failed" : "ok") : undefined}
      data-dismissed={tracking.dismissed ? "" : undefined}
      className={cn("pk:font-sans", className)}
      {...props}
    >
      {shown && (
        <section
          ref={panelRef}
          data-slot="batch-progress-panel"
          aria-labelledby={titleId}
          // Focus lands here when the Retry button it came from goes away.
          tabIndex={-1}
          className="pk:box-border pk:grid pk:gap-3 pk:rounded-md pk:border pk:border-solid pk:border-border pk:bg-background pk:p-4 pk:text-sm pk:text-foreground pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring"
        >
          <div className="pk:flex pk:items-start pk:gap-3">
            <StatusIcon status={status} failed={failed.length > 0} />
            <div className="pk:grid pk:min-w-0 pk:flex-1 pk:gap-0.5">
              <p
                id={titleId}
                data-slot="batch-progress-label"
                className="pk:m-0 pk:font-medium pk:break-words"
              >
                {label}
              </p>
              <p data-slot="batch-progress-summary" className="pk:m-0 pk:text-muted-foreground">
                {status === "running"
                  ? t(tracking.retrying ? "feedback.batch.retrying" : "feedback.batch.running", {
                      settled: progress.settled,
                      total: progress.total,
                    })
                  : summary}
              </p>
            </div>
          </div>
          {status === "running" && (
            <Progress value={progress.settled} max={Math.max(progress.total, 1)} aria-labelledby={titleId} />
          )}
          {status === "done" && failed.length > 0 && (
            <FailureList
              id={failuresId}
              failed={failed}
              describeItem={describeItem ?? ((item, position) => defaultItemName(item, position, t))}
              describeError={describeError ?? ((error) => batchErrorMessage(error, t))}
            />
          )}
          {status === "done" && (
            <div data-slot="batch-progress-actions" className="pk:flex pk:flex-wrap pk:gap-2">
              {failed.length > 0 && retry && (
                <Button
                  data-slot="batch-progress-retry"
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    tracking.retryAsked();
                    panelRef.current?.focus();
                    void retry();
                  }}
                >
                  <RotateCcwIcon aria-hidden className="pk:size-4" />
                  {t("feedback.batch.retryFailed")}
                </Button>
              )}
              <Button
                data-slot="batch-progress-dismiss"
                variant="ghost"
                size="sm"
                onClick={() => {
                  tracking.dismiss();
                  onDismiss?.();
                }}
              >
                {t("feedback.batch.dismiss")}
              </Button>
            </div>
          )}
        </section>
      )}
      <span data-slot="batch-progress-announcement" role="status" aria-live="polite" className="pk:sr-only">
        {announcement}
      </span>
    </div>
  );
}

function StatusIcon({ status, failed }: { status: UseBatchResult["status"]; failed: boolean }) {
  const iconClass = "pk:mt-0.5 pk:size-4 pk:shrink-0";
  if (status === "running") {
    return (
      <LoaderCircleIcon
        aria-hidden
        className={cn(iconClass, "pk:animate-spin pk:text-muted-foreground pk:motion-reduce:animate-none")}
      />
    );
  }
  if (failed) return <CircleAlertIcon aria-hidden className={cn(iconClass, "pk:text-destructive")} />;
  return <CircleCheckIcon aria-hidden className={cn(iconClass, "pk:text-primary")} />;
}

interface FailureListProps {
  id: string;
  failed: FailedBatchOutcome[];
  describeItem: (item: BatchItem, position: number) => string;
  describeError: (error: PocketkitError) => string;
}

function FailureList({ id, failed, describeItem, describeError }: FailureListProps) {
  const t = useCatalogue(feedbackEn);
  return (
    <div data-slot="batch-progress-failures" className="pk:grid pk:gap-1.5">
      <p id={id} className="pk:m-0 pk:font-medium">
        {t("feedback.batch.failures")}
      </p>
      <ul
        aria-labelledby={id}
        // Long lists scroll; a scroller must be reachable by keyboard.
        tabIndex={0}
        className="pk:m-0 pk:box-border pk:grid pk:max-h-60 pk:list-none pk:gap-2 pk:overflow-y-auto pk:rounded-sm pk:p-0 pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring"
      >
        {failed.map((outcome, position) => (
          <li
            key={position}
            data-slot="batch-progress-failure"
            className="pk:grid pk:gap-0.5 pk:border-0 pk:border-s-2 pk:border-solid pk:border-destructive pk:ps-2"
          >
            <span data-slot="batch-progress-failure-name" className="pk:font-medium pk:break-words">
              {describeItem(outcome.item, position)}
            </span>
            <span
              data-slot="batch-progress-failure-reason"
              className="pk:break-words pk:text-muted-foreground"
            >
              {describeError(outcome.error)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function defaultItemName(item: BatchItem, position: number, t: Translate): string {
  const id = "id" in item ? item.id : typeof item.data.id === "string" ? item.data.id : String(position + 1);
  return t("feedback.batch.item", { id });
}

export { BatchProgress };
export type { BatchProgressProps, FailedBatchOutcome };
