import type { CollectionSchema, PocketkitError } from "@pocketkit/client";
import { useRef } from "react";

import { batchErrorMessage } from "../../feedback/batch-error-message";
import { BatchProgress } from "../../feedback/batch-progress";
import { useCatalogue } from "../../i18n/messages-context";
import { feedbackEn } from "../../feedback/messages";
import { adminEn } from "../messages";
import { failedIds, type useCollectionBrowserBulk } from "./collection-browser-bulk";
import { ConfirmDialog } from "../confirm-dialog";

interface CollectionBrowserBulkDeleteProps {
  collection: CollectionSchema;
  bulk: ReturnType<typeof useCollectionBrowserBulk>;
  /** The ids waiting for the confirmation; `null` while nothing is asked. */
  confirming: string[] | null;
  onConfirmingChange: (ids: string[] | null) => void;
  /** How far a running delete has got. */
  progress?: { settled: number; total: number };
  /** A refusal by the rules, in words; `undefined` for the usual sentence. */
  refusal: (error: PocketkitError) => string | undefined;
  /** A run ended: the ids that failed (they stay selected, so that a retry touches nothing else). */
  onSettled: (failed: string[]) => void;
}

/**
 * Bulk delete's confirmation ("Delete 3 records?") and its report (BatchProgress: progress, then
 * each failure named with its reason, Retry failed). The report takes focus when a run ends, as
 * the button that started it is gone once everything went.
 */
function CollectionBrowserBulkDelete({
  collection,
  bulk,
  confirming,
  onConfirmingChange,
  progress,
  refusal,
  onSettled,
}: CollectionBrowserBulkDeleteProps) {
  const t = useCatalogue(adminEn);
  // A failed item's reason is BatchProgress's own wording, from the feedback catalogue.
  const feedback = useCatalogue(feedbackEn);
  const reportRef = useRef<HTMLDivElement>(null);
  // Set when Delete is confirmed: the closing dialog then hands focus to the report, not back
  // to "Delete selected", which a fast run may already have focused past (or removed).
  const confirmedRef = useRef(false);
  const count = confirming?.length ?? 0;

  function focusReport() {
    reportRef.current?.querySelector<HTMLElement>("[data-slot='batch-progress-panel']")?.focus();
  }

  async function run(ids: string[]) {
    onSettled(await bulk.run(collection, ids));
    requestAnimationFrame(focusReport);
  }

  return (
    <>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && onConfirmingChange(null)}
        title={t(count === 1 ? "admin.collections.bulkTitleOne" : "admin.collections.bulkTitle", { count })}
        description={t(
          count === 1 ? "admin.collections.bulkDescriptionOne" : "admin.collections.bulkDescription",
          {
            count,
            collection: collection.name,
          },
        )}
        confirmLabel={t(count === 1 ? "admin.collections.bulkConfirmOne" : "admin.collections.bulkConfirm", {
          count,
        })}
        // The dialog closes at once; the report below shows the progress.
        onConfirm={async () => {
          confirmedRef.current = true;
          void run(confirming ?? []);
        }}
        onCloseAutoFocus={(event) => {
          if (!confirmedRef.current) return;
          confirmedRef.current = false;
          event.preventDefault();
          focusReport();
        }}
      />
      <BatchProgress
        ref={reportRef}
        status={bulk.status}
        progress={
          bulk.status === "running"
            ? (progress ?? { settled: 0, total: bulk.total })
            : { settled: bulk.total, total: bulk.total }
        }
        outcomes={bulk.outcomes}
        label={t(bulk.total === 1 ? "admin.collections.bulkLabelOne" : "admin.collections.bulkLabel", {
          count: bulk.total,
          collection: collection.name,
        })}
        describeItem={(item) => t("admin.collections.bulkItem", { id: "id" in item ? item.id : "" })}
        describeError={(error) => refusal(error) ?? batchErrorMessage(error, feedback)}
        onRetryFailed={() => run(failedIds(bulk.outcomes))}
      />
    </>
  );
}

export { CollectionBrowserBulkDelete };
export type { CollectionBrowserBulkDeleteProps };
