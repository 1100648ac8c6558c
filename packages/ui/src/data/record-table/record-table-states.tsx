import { isPocketkitError } from "@pocketkit/client";
import { RotateCwIcon } from "../../lib/icons";

import { errorMessage, type ErrorSentences } from "../../i18n/error-message";
import { useCatalogue, type CatalogueKey, type Translate } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { Button } from "../../primitives/button";
import { Skeleton } from "../../primitives/skeleton";
import { RecordTableCell, RecordTableMessage, RecordTableRow } from "./record-table-parts";

// What the body shows instead of records: skeleton rows while loading, a message when there is
// nothing to show, the error with Retry when loading failed.

/**
 * The sentence for a failed load. Where the kind of failure decides what the user can do, the
 * catalogue words it; otherwise the error's own message (PocketkitError's is plain English).
 */
const tableSentences: ErrorSentences<CatalogueKey<typeof tableAndFormEn>> = {
  network: "error.unreachable",
  auth: "data.table.error.auth",
  forbidden: "data.table.error.forbidden",
  not_found: "data.table.error.notFound",
  rate_limited: "data.table.error.rateLimited",
  server: "data.table.error.server",
};

export function recordTableErrorMessage(
  error: unknown,
  t: Translate<CatalogueKey<typeof tableAndFormEn>>,
): string {
  if (isPocketkitError(error)) return errorMessage(error, { t, sentences: tableSentences });
  return error instanceof Error ? error.message : String(error);
}

// Widths cycle so that the skeleton reads as text of different lengths, not as a grid.
const WIDTHS = ["70%", "45%", "85%", "55%", "65%"];

export function RecordTableSkeletonRows({ columnCount, count = 5 }: { columnCount: number; count?: number }) {
  return Array.from({ length: count }, (_, row) => (
    <RecordTableRow key={row} data-slot="record-table-skeleton-row" aria-hidden>
      {Array.from({ length: columnCount }, (_, column) => (
        <RecordTableCell key={column}>
          <Skeleton style={{ height: 14, width: WIDTHS[(row + column) % WIDTHS.length] }} />
        </RecordTableCell>
      ))}
    </RecordTableRow>
  ));
}

export function RecordTableErrorState({
  error,
  onRetry,
  colSpan,
  disabled,
}: {
  error: unknown;
  onRetry?: () => void;
  colSpan: number;
  disabled?: boolean;
}) {
  const t = useCatalogue(tableAndFormEn);
  return (
    <RecordTableMessage colSpan={colSpan} data-state="error" role="alert">
      <p className="pk:m-0 pk:font-medium pk:text-destructive">{t("data.table.errorTitle")}</p>
      <p className="pk:m-0 pk:text-muted-foreground">{recordTableErrorMessage(error, t)}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry} disabled={disabled}>
          <RotateCwIcon aria-hidden className="pk:size-4" />
          {t("common.retry")}
        </Button>
      ) : null}
    </RecordTableMessage>
  );
}

export function RecordTableEmptyState({
  search,
  onClearSearch,
  colSpan,
  disabled,
}: {
  search: string;
  onClearSearch: () => void;
  colSpan: number;
  disabled?: boolean;
}) {
  const t = useCatalogue(tableAndFormEn);
  const searching = search.trim() !== "";
  return (
    <RecordTableMessage colSpan={colSpan} data-state={searching ? "no-matches" : "empty"}>
      <p className="pk:m-0 pk:text-muted-foreground">
        {searching ? t("data.table.noMatches", { search: search.trim() }) : t("data.table.empty")}
      </p>
      {searching ? (
        <Button variant="outline" size="sm" onClick={onClearSearch} disabled={disabled}>
          {t("data.table.clearSearch")}
        </Button>
      ) : null}
    </RecordTableMessage>
  );
}
