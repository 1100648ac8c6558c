import { useMemo, useState, type ReactNode } from "react";

import { recordLabel } from "../../data/record-label";
import type { RecordTableRecord } from "../../data/record-table/record-table-types";
import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { cn } from "../../lib/cn";
import { AdminEmpty, AdminError, AdminLoading } from "../admin-states";
import { useCollectionBrowserBulk } from "./collection-browser-bulk";
import { CollectionBrowserBulkDelete } from "./collection-browser-bulk-delete";
import { CollectionBrowserFilterBox } from "./collection-browser-filter-box";
import { CollectionBrowserActions, CollectionBrowserHeader } from "./collection-browser-header";
import {
  collectionAbilities,
  defaultCollection,
  groupCollections,
  refusalMessage,
  type RecordAction,
} from "./collection-browser-permissions";
import { CollectionBrowserPicker } from "./collection-browser-picker";
import { findCollection, toSchema } from "./collection-browser-schema";
import { CollectionBrowserSheet, type CollectionBrowserSheetState } from "./collection-browser-sheet";
import { ConfirmDialog } from "../confirm-dialog";
import type { CollectionBrowserViewProps } from "./collection-browser-view-props";
import { useControllableState } from "../../lib/use-controllable-state";

const NO_IDS: string[] = [];

/**
 * Any collection's records in one screen: a picker of collections (base, auth and view; system
 * ones on request), a PocketBase filter box that explains a filter the server refuses, the
 * records (`renderTable`), and a sheet to create, edit (`renderForm`) or read a record, with
 * delete and bulk delete. Views are read-only; for anyone but a superuser, what a `null` rule
 * forbids is not offered, and refusals say "You don't have permission to …". Pure: the records
 * and saving come through the slots; `CollectionBrowser` connects it to PocketBase.
 *
 * @example
 * <CollectionBrowserView collections={Object.values(schema)} renderTable={…} renderForm={…} />
 */
function CollectionBrowserView({
  collections,
  current: currentProp,
  defaultCurrent,
  onCollectionChange,
  showSystem: showSystemProp,
  defaultShowSystem = false,
  onShowSystemChange,
  filter: filterProp,
  defaultFilter = "",
  onFilterChange,
  superuser = false,
  loading = false,
  error = null,
  onRetry,
  renderTable,
  renderForm,
  renderDetails,
  onDelete,
  onDeleteMany,
  deleteProgress,
  disabled = false,
  className,
  ...props
}: CollectionBrowserViewProps) {
  const t = useCatalogue(adminEn);
  const schema = useMemo(() => toSchema(collections), [collections]);
  const [chosen, setChosen] = useControllableState({
    value: currentProp,
    defaultValue: defaultCurrent ?? "",
    onChange: onCollectionChange,
  });
  const [showSystem, setShowSystem] = useControllableState({
    value: showSystemProp,
    defaultValue: defaultShowSystem,
    onChange: onShowSystemChange,
  });
  const [filter, setFilter] = useControllableState({
    value: filterProp,
    defaultValue: defaultFilter,
    onChange: onFilterChange,
  });
  const groups = groupCollections(collections, { superuser, showSystem, current: chosen });
  const collection = chosen ? findCollection(schema, chosen) : defaultCollection(collections, superuser);
  const name = collection?.name;

  const [filterError, setFilterError] = useState<unknown>();
  const [selection, setSelection] = useState<string[]>(NO_IDS);
  const [sheet, setSheet] = useState<CollectionBrowserSheetState | null>(null);
  const [deleting, setDeleting] = useState<RecordTableRecord | null>(null);
  const [confirmingBulk, setConfirmingBulk] = useState<string[] | null>(null);
  const [revision, setRevision] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const bulk = useCollectionBrowserBulk(onDeleteMany);

  // Another collection starts clean, whoever chose it (the picker or the URL); another filter
  // waits for the server's word on it.
  const [shown, setShown] = useState({ name, filter });
  if (shown.name !== name || shown.filter !== filter) {
    setShown({ name, filter });
    setFilterError(undefined);
    if (shown.name !== name) {
      setSelection(NO_IDS);
      setSheet(null);
      bulk.reset();
    }
  }

  const abilities = collection
    ? collectionAbilities(collection, superuser)
    : { create: false, update: false, delete: false };
  const canBulkDelete = abilities.delete && Boolean(onDeleteMany);
  const refusal = (failure: unknown, action: RecordAction) =>
    superuser || !name ? undefined : refusalMessage(failure, action, name, t);
  const changed = (message: string) => {
    setAnnouncement(message);
    setRevision((value) => value + 1);
  };

  let panel: ReactNode;
  if (error) panel = <AdminError error={error} title={t("admin.collections.loadFailed")} onRetry={onRetry} />;
  else if (loading) panel = <AdminLoading label={t("admin.collections.loading")} rows={6} />;
  else if (!collection)
    panel = (
      <AdminEmpty>
        {chosen
          ? t("admin.collections.notFound", { collection: chosen })
          : t("admin.collections.noCollections")}
      </AdminEmpty>
    );
  else
    panel = (
      <>
        <CollectionBrowserHeader collection={collection} />
        <CollectionBrowserFilterBox
          collection={collection}
          filter={filter}
          onFilterChange={setFilter}
          error={filterError}
          disabled={disabled}
        />
        <div key={collection.name} data-slot="collection-browser-records" className="pk:min-w-0">
          {renderTable({
            collection,
            schema,
            filter,
            onFilterResult: setFilterError,
            revision,
            errorMessage: (failure) => refusal(failure, "list"),
            tableProps: {
              label: t("admin.collections.tableLabel", { collection: collection.name }),
              schema,
              selectable: canBulkDelete && !disabled,
              selection,
              onSelectionChange: setSelection,
              onRowActivate: disabled
                ? undefined
                : (record) => setSheet({ mode: abilities.update ? "edit" : "details", record }),
              actions: (
                <CollectionBrowserActions
                  selected={canBulkDelete ? selection.length : 0}
                  onDeleteSelected={() => setConfirmingBulk(selection)}
                  onCreate={abilities.create ? () => setSheet({ mode: "create" }) : undefined}
                  disabled={disabled || bulk.status === "running"}
                />
              ),
            },
          })}
        </div>
        <CollectionBrowserBulkDelete
          collection={collection}
          bulk={bulk}
          confirming={confirmingBulk}
          onConfirmingChange={setConfirmingBulk}
          progress={deleteProgress}
          refusal={(failure) => refusal(failure, "delete")}
          onSettled={(failed) => {
            setSelection(failed);
            changed("");
          }}
        />
      </>
    );

  return (
    <section
      data-slot="collection-browser"
      data-collection={name}
      aria-label={t("admin.collections.title")}
      className={cn(
        "pk:grid pk:items-start pk:gap-6 pk:font-sans pk:text-foreground pk:md:grid-cols-[minmax(10rem,14rem)_minmax(0,1fr)]",
        className,
      )}
      {...props}
    >
      <CollectionBrowserPicker
        groups={groups}
        current={name}
        onCurrentChange={(next) => {
          if (next === name) return;
          setChosen(next);
          setFilter("");
        }}
        showSystem={showSystem}
        onShowSystemChange={setShowSystem}
        disabled={disabled || loading}
      />
      <div data-slot="collection-browser-panel" className="pk:grid pk:min-w-0 pk:content-start pk:gap-4">
        {panel}
        <p role="status" className="pk:sr-only">
          {announcement}
        </p>
      </div>
      {collection && (
        <>
          <CollectionBrowserSheet
            state={sheet}
            onClose={() => setSheet(null)}
            collection={collection}
            schema={schema}
            renderForm={renderForm}
            renderDetails={renderDetails}
            onSaved={(_record, created) => {
              setSheet(null);
              changed(t(created ? "admin.collections.created" : "admin.collections.saved"));
            }}
            errorMessage={(failure, created) => refusal(failure, created ? "create" : "update")}
            onDeleteRequest={abilities.delete && onDelete ? setDeleting : undefined}
          />
          <ConfirmDialog
            key={deleting?.id}
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title={t("admin.collections.deleteTitle", {
              label: deleting ? recordLabel(deleting, collection) : "",
            })}
            description={t("admin.collections.deleteDescription", { collection: collection.name })}
            confirmLabel={t("admin.collections.delete")}
            describeError={(failure) => refusal(failure, "delete")}
            onConfirm={async () => {
              await onDelete!(collection, deleting!);
              setSheet(null);
              setSelection((ids) => ids.filter((id) => id !== deleting!.id));
              changed(t("admin.collections.deleted"));
            }}
          />
        </>
      )}
    </section>
  );
}

export { CollectionBrowserView };
export type { CollectionBrowserViewProps };
