import type { CollectionSchema, PocketkitSchema } from "@pocketkit/client";
import { Trash2Icon } from "../../lib/icons";
import { useState, type ReactNode } from "react";

import { RecordDetailsView } from "../../data/record-details/record-details-view";
import type { RecordData } from "../../data/record-form/record-form-model";
import { recordLabel } from "../../data/record-label";
import type { RecordTableRecord } from "../../data/record-table/record-table-types";
import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../../overlays/sheet";
import { Button } from "../../primitives/button";
import { relatedLabel } from "./collection-browser-schema";
import type {
  CollectionBrowserDetailsSlotProps,
  CollectionBrowserFormSlotProps,
} from "./collection-browser-types";

/** What the sheet shows: a new record's form, a record's form, or a record read-only. */
export type CollectionBrowserSheetState =
  { mode: "create" } | { mode: "edit" | "details"; record: RecordTableRecord };

interface CollectionBrowserSheetProps {
  state: CollectionBrowserSheetState | null;
  onClose: () => void;
  collection: CollectionSchema;
  schema: PocketkitSchema;
  renderForm: (props: CollectionBrowserFormSlotProps) => ReactNode;
  renderDetails?: (props: CollectionBrowserDetailsSlotProps) => ReactNode;
  onSaved: (record: RecordData, created: boolean) => void;
  errorMessage: (error: unknown, created: boolean) => string | undefined;
  /** Asks to delete the record shown; without it there is no Delete button. */
  onDeleteRequest?: (record: RecordTableRecord) => void;
}

/**
 * The side sheet of the CollectionBrowser: the form (create or edit, from `renderForm`) or the
 * record's details, and Delete where it is allowed.
 */
function CollectionBrowserSheet({
  state,
  onClose,
  collection,
  schema,
  renderForm,
  renderDetails,
  onSaved,
  errorMessage,
  onDeleteRequest,
}: CollectionBrowserSheetProps) {
  const t = useCatalogue(adminEn);
  // While the sheet slides out, it keeps showing what it showed.
  const [last, setLast] = useState(state);
  if (state && state !== last) setLast(state);
  const shown = state ?? last;
  const record = shown && shown.mode !== "create" ? shown.record : undefined;
  const label = record ? recordLabel(record, collection) : "";
  const title = !shown
    ? ""
    : shown.mode === "create"
      ? t("admin.collections.newTitle", { collection: collection.name })
      : shown.mode === "edit"
        ? t("admin.collections.editTitle", { label })
        : label;

  let body: ReactNode = null;
  if (shown?.mode === "details" && record) {
    body = renderDetails ? (
      renderDetails({ collection, schema, record })
    ) : (
      <RecordDetailsView collection={collection} record={record} getRelatedLabel={relatedLabel(schema)} />
    );
  } else if (shown) {
    const created = shown.mode === "create";
    body = renderForm({
      collection,
      schema,
      record,
      onSaved: (saved) => onSaved(saved, created),
      onCancel: onClose,
      errorMessage: (error) => errorMessage(error, created),
    });
  }

  return (
    <Sheet open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side="end"
        data-slot="collection-browser-sheet"
        data-mode={shown?.mode}
        className="pk:w-full pk:max-w-xl"
      >
        <SheetHeader>
          <SheetTitle className="pk:break-words">{title}</SheetTitle>
          <SheetDescription className="pk:break-all">
            {record
              ? t("admin.collections.recordIn", { collection: collection.name, id: record.id })
              : t("admin.collections.newDescription", { collection: collection.name })}
          </SheetDescription>
        </SheetHeader>
        {body}
        {record && onDeleteRequest && (
          <div className="pk:mt-auto pk:flex pk:justify-end pk:border-0 pk:border-t pk:border-solid pk:border-border pk:pt-4">
            <Button variant="destructive" onClick={() => onDeleteRequest(record)}>
              <Trash2Icon aria-hidden className="pk:size-4" />
              {t("admin.collections.delete")}
            </Button>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

export { CollectionBrowserSheet };
export type { CollectionBrowserSheetProps };
