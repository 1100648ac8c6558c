import type { CollectionSchema } from "@pocketkit/client";
import { useFileUrl, usePocketkit, useRecord } from "@pocketkit/hooks";
import * as React from "react";

import { cn } from "../../lib/cn";
import { Skeleton } from "../../primitives/skeleton";
import { RecordDetailsView, type RecordDetailsViewProps } from "./record-details-view";
import type { RecordData } from "../record-form/record-form-model";
import { recordLabel } from "../record-label";
import { hasProtectedFiles } from "../has-protected-files";
import { RecordLoadFailure } from "../record-load-failure";
import { useCatalogue } from "../../i18n/messages-context";
import { dataEn } from "../messages";

type RecordDetailsProps = Omit<RecordDetailsViewProps, "collection" | "record" | "fileUrl"> & {
  /** The collection's name. */
  collection: string;
  recordId: string;
  /** The collection's schema. @default the one given to `createPocketkit({ schema })` */
  schema?: CollectionSchema;
  /** Follow the record live. @default false */
  realtime?: boolean;
};

// The record loaded, its relations expanded so that they show by name; the states around it.
function LoadedRecordDetails({
  collection,
  recordId,
  schema: schemaProp,
  realtime = false,
  getRelatedLabel,
  className,
  ...props
}: RecordDetailsProps) {
  const t = useCatalogue(dataEn);
  const pocketkit = usePocketkit();
  const schema = schemaProp ?? pocketkit.collection(collection);
  const expand =
    schema?.fields
      .filter((field) => field.type === "relation")
      .map((field) => field.name)
      .join(",") || undefined;
  const query = useRecord(collection, recordId, {
    expand,
    realtime,
    enabled: Boolean(schema),
  });
  const { fileUrl } = useFileUrl({ protected: hasProtectedFiles(schema?.fields) });
  const relatedLabel = React.useCallback<NonNullable<RecordDetailsViewProps["getRelatedLabel"]>>(
    (related, field) =>
      getRelatedLabel?.(related, field) ??
      recordLabel(related, field.type === "relation" ? pocketkit.collection(field.collectionId) : undefined),
    [getRelatedLabel, pocketkit],
  );

  if (!schema) {
    return (
      <p role="alert" className={cn("pk:m-0 pk:font-sans pk:text-sm pk:text-destructive", className)}>
        {t("data.form.noSchema", { name: collection })}
      </p>
    );
  }
  if (query.isPending) {
    return (
      <div
        data-slot="record-view-skeleton"
        role="status"
        aria-busy="true"
        aria-label={t("data.view.loading")}
        className={cn("pk:grid pk:gap-3", className)}
      >
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="pk:grid pk:grid-cols-[8rem_1fr] pk:gap-6">
            <Skeleton className="pk:h-4" />
            <Skeleton className="pk:h-4" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <RecordLoadFailure
        error={query.error}
        notFound={t("data.view.notFound")}
        failed={t("data.view.error")}
        onRetry={() => void query.refetch()}
        className={className}
      />
    );
  }
  return (
    <RecordDetailsView
      collection={schema}
      record={query.data as RecordData}
      fileUrl={fileUrl}
      getRelatedLabel={relatedLabel}
      className={className}
      {...props}
    />
  );
}

/**
 * A record's fields and values, loaded from PocketBase (related records expanded, so they show by
 * name), with loading, not-found and error states. To show a record you already have, use
 * `RecordDetailsView`.
 *
 * @example
 * <RecordDetails collection="images" recordId={id} fields={["title", "album", "file", "created"]} realtime />
 */
function RecordDetails(props: RecordDetailsProps | RecordDetailsViewProps) {
  // Until 0.x, RecordDetails was the pure list and RecordView loaded the record: a record given
  // as a prop still renders as it did.
  if ("record" in props) return <RecordDetailsView {...props} />;
  return <LoadedRecordDetails {...props} />;
}

/** @deprecated Renamed `RecordDetails`; the connected component of the family, as before. */
const RecordView = RecordDetails;
/** @deprecated Renamed `RecordDetailsProps`. */
type RecordViewProps = RecordDetailsProps;

export { RecordDetails, RecordView };
export type { RecordDetailsProps, RecordViewProps };
