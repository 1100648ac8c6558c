import { newRecordId, type CollectionSchema } from "@pocketkit/client";
import { useCreate, useFileUrl, usePocketkit, useRecord, useUpdate } from "@pocketkit/hooks";
import * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { cn } from "../../lib/cn";
import { Skeleton } from "../../primitives/skeleton";
import { ConnectedRelationFieldInput } from "./field-inputs/relation-input";
import { recordLabel } from "../record-label";
import { fileProgress, toRecordData, type RecordData } from "./record-form-model";
import { RecordFormActions, RecordFormFooter } from "./record-form-actions";
import { RecordFormErrorSummary } from "./record-form-error-summary";
import { RecordFormFields } from "./record-form-fields";
import { RecordFormView, type RecordFormViewProps } from "./record-form-view";
import { hasProtectedFiles } from "../has-protected-files";
import { RecordLoadFailure } from "../record-load-failure";

type RecordFormProps = Omit<
  RecordFormViewProps,
  "collection" | "record" | "onSubmit" | "pending" | "uploadProgress" | "fileUrl" | "relationOptions"
> & {
  /** The collection's name. */
  collection: string;
  /** The record to edit; leave it out to create one. */
  recordId?: string;
  /** Called with the saved record (after a create, the form is empty again for the next one). */
  onSaved?: (record: RecordData) => void;
  /** The collection's schema. @default the one given to `createPocketkit({ schema })` */
  schema?: CollectionSchema;
};

/**
 * RecordFormView saving to PocketBase: loads the record (`useRecord`, related records expanded
 * for their names), creates or updates it (`useCreate` / `useUpdate`, optimistic without files),
 * showing per-file progress from their `onProgress`. A create with files carries an id
 * chosen once per new record, so trying again after a failure can never make a second record.
 * Relation fields search the related collection.
 *
 * @example
 * <RecordForm collection="albums" recordId={id} fields={["name", "description"]} onSaved={close} />
 */
function RecordFormConnected({
  collection,
  recordId,
  onSaved,
  schema: schemaProp,
  inputs,
  recordLabel: labelProp,
  className,
  ...props
}: RecordFormProps) {
  const t = useCatalogue(tableAndFormEn);
  const pocketkit = usePocketkit();
  const schema = schemaProp ?? pocketkit.collection(collection);
  const name = collection;
  const expand =
    schema?.fields
      .filter((field) => field.type === "relation")
      .map((field) => field.name)
      .join(",") || undefined;
  const query = useRecord(name, recordId, { expand, enabled: Boolean(schema) });
  const [progress, setProgress] = React.useState<ReadonlyMap<File, number>>();
  const create = useCreate(name, {
    expand,
    onProgress: ({ loaded }, data) => setProgress(fileProgress(data, loaded)),
  });
  const update = useUpdate(name, {
    expand,
    onProgress: ({ loaded }, { data }) => setProgress(fileProgress(data, loaded)),
  });
  const { fileUrl } = useFileUrl({ protected: hasProtectedFiles(schema?.fields) });
  const [draftId, setDraftId] = React.useState(newRecordId);
  const connectedInputs = React.useMemo(
    () => ({ relation: ConnectedRelationFieldInput, ...inputs }),
    [inputs],
  );
  const relatedLabel = React.useCallback<NonNullable<RecordFormViewProps["recordLabel"]>>(
    (record, field) =>
      labelProp?.(record, field) ?? recordLabel(record, pocketkit.collection(field.collectionId)),
    [labelProp, pocketkit],
  );

  if (!schema) {
    return (
      <p role="alert" className={cn("pk:m-0 pk:font-sans pk:text-sm pk:text-destructive", className)}>
        {t("data.form.noSchema", { name: collection })}
      </p>
    );
  }
  if (recordId && query.isPending) return <RecordFormSkeleton className={className} />;
  if (recordId && query.isError) {
    return (
      <RecordLoadFailure
        error={query.error}
        notFound={t("data.form.error.notFound")}
        failed={t("data.form.loadError")}
        onRetry={() => void query.refetch()}
        className={className}
      />
    );
  }
  const record = recordId ? (query.data as RecordData | undefined) : undefined;

  async function save(values: Record<string, unknown>, files: Record<string, File[]>): Promise<RecordData> {
    const data = toRecordData(schema!, { values, files }, { record });
    const withFiles = Object.values(files).some((list) => list.length > 0);
    const body = withFiles && !recordId ? { ...data, id: data.id || draftId } : data;
    if (withFiles) setProgress(fileProgress(body, 0));
    let saved: RecordData;
    try {
      saved = (
        recordId ? await update.mutateAsync({ id: recordId, data: body }) : await create.mutateAsync(body)
      ) as RecordData;
    } finally {
      if (withFiles) setProgress(undefined);
    }
    if (!recordId) setDraftId(newRecordId());
    const result = { ...saved, expand: saved.expand ?? record?.expand };
    onSaved?.(result);
    return result;
  }

  return (
    <RecordFormView
      // A different record is a different form.
      key={recordId ?? "new"}
      collection={schema}
      record={record}
      onSubmit={save}
      uploadProgress={progress}
      fileUrl={fileUrl}
      inputs={connectedInputs}
      recordLabel={relatedLabel}
      className={className}
      {...props}
    />
  );
}

function RecordFormSkeleton({ className }: { className?: string }) {
  const t = useCatalogue(tableAndFormEn);
  return (
    <div
      data-slot="record-form-skeleton"
      role="status"
      aria-busy="true"
      aria-label={t("data.form.loading")}
      className={cn("pk:grid pk:gap-4", className)}
    >
      {[0, 1, 2].map((row) => (
        <div key={row} className="pk:grid pk:gap-2">
          <Skeleton className="pk:h-4 pk:w-24" />
          <Skeleton className="pk:h-9 pk:w-full" />
        </div>
      ))}
      <Skeleton className="pk:h-9 pk:w-28" />
    </div>
  );
}

/**
 * `<RecordForm>` is its own root: give it the parts as children to lay them out your way, as
 * `RecordForm.Fields`, `.ErrorSummary`, `.Footer`, `.Actions`.
 *
 * @example
 * <RecordForm collection="albums" recordId={id}>
 *   <RecordForm.Fields />
 *   <RecordForm.Actions submitLabel="Publish" />
 *   <RecordForm.ErrorSummary />
 * </RecordForm>
 */
const RecordForm = /* @__PURE__ */ Object.assign(RecordFormConnected, {
  Fields: RecordFormFields,
  ErrorSummary: RecordFormErrorSummary,
  Footer: RecordFormFooter,
  Actions: RecordFormActions,
});

export { RecordForm };
export type { RecordFormProps };
