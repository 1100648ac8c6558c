import { PocketkitError, type CollectionSchema, type PocketkitSchema } from "@pocketkit/client";
import { useAuth, useBatch, useCollections, useDelete, usePocketkit } from "@pocketkit/hooks";
import { useMemo } from "react";

import { RecordForm } from "../../data/record-form/record-form";
import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { Button } from "../../primitives/button";
import { defaultCollection } from "./collection-browser-permissions";
import { CollectionBrowserRecords } from "./collection-browser-records";
import {
  CollectionBrowserRelationInput,
  CollectionBrowserSchemaContext,
} from "./collection-browser-relation-input";
import { relatedLabel } from "./collection-browser-schema";
import type { CollectionBrowserFormSlotProps } from "./collection-browser-types";
import { CollectionBrowserView, type CollectionBrowserViewProps } from "./collection-browser-view";
import { useControllableState } from "../../lib/use-controllable-state";

const FORM_INPUTS = { relation: CollectionBrowserRelationInput };
const NO_COLLECTIONS: CollectionSchema[] = [];

type CollectionBrowserProps = Omit<
  CollectionBrowserViewProps,
  | "collections"
  | "superuser"
  | "loading"
  | "error"
  | "onRetry"
  | "renderTable"
  | "renderForm"
  | "renderDetails"
  | "onDelete"
  | "onDeleteMany"
  | "deleteProgress"
> & {
  /**
   * The collections to browse, e.g. the `schema` that `pocketkit-typegen` writes: what lets an
   * ordinary user (an editor whose API rules grant access) use the browser. Rules in it, when it
   * has them, hide what a `null` rule forbids.
   * @default the client's schema (`createPocketkit({ schema })`), else `/api/collections` for a superuser
   */
  schema?: PocketkitSchema;
  /** Records per page. @default 30 */
  perPage?: number;
};

/**
 * `CollectionBrowserView` on PocketBase: the collections from `schema` (or the client's, or
 * `useCollections()` for a superuser), the records through `useList`, forms through `RecordForm`,
 * delete through `useDelete` and bulk delete through `useBatch` (PocketBase's batch API, which
 * must be enabled in its settings). Superusers (signed in to `_superusers`) get everything; for
 * anyone else the API rules decide, and a refusal says so.
 *
 * @example
 * <CollectionBrowser current={params.collection} onCollectionChange={(name) => navigate(`/admin/collections/${name}`)} />
 * @example
 * import { schema } from "./pocketbase-types"; // from pocketkit-typegen
 * <CollectionBrowser schema={schema} />
 */
function CollectionBrowser({
  schema: schemaProp,
  perPage,
  current: currentProp,
  defaultCurrent,
  onCollectionChange,
  ...props
}: CollectionBrowserProps) {
  const t = useCatalogue(adminEn);
  const pocketkit = usePocketkit();
  const { user } = useAuth();
  const superuser = user?.collectionName === "_superusers";
  const given = schemaProp ?? pocketkit.schema;
  const listed = useCollections({ enabled: !given && superuser });
  const collections = useMemo(
    () =>
      given
        ? Object.values(given)
        : ((listed.data as unknown as CollectionSchema[] | undefined) ?? NO_COLLECTIONS),
    [given, listed.data],
  );

  // The collection is known here, not only in the view: useDelete is bound to one.
  const [chosen, setChosen] = useControllableState({
    value: currentProp,
    defaultValue: defaultCurrent ?? "",
    onChange: onCollectionChange,
  });
  const current = chosen || defaultCollection(collections, superuser)?.name;
  const remove = useDelete(current ?? "");
  const batch = useBatch();

  const renderForm = ({
    collection,
    schema,
    record,
    onSaved,
    onCancel,
    errorMessage,
  }: CollectionBrowserFormSlotProps) => (
    <CollectionBrowserSchemaContext.Provider value={schema}>
      <RecordForm
        collection={collection.name}
        schema={collection}
        recordId={record?.id}
        onSaved={onSaved}
        errorMessage={errorMessage}
        recordLabel={relatedLabel(schema)}
        inputs={FORM_INPUTS}
        actions={
          <Button variant="ghost" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
        }
      />
    </CollectionBrowserSchemaContext.Provider>
  );

  return (
    <CollectionBrowserView
      collections={collections}
      // "" until the collections arrive: the view stays controlled from the first render.
      current={current ?? ""}
      onCollectionChange={setChosen}
      superuser={superuser}
      loading={!given && superuser && listed.isPending}
      error={
        given
          ? null
          : superuser
            ? listed.error
            : new PocketkitError({ kind: "not_configured", message: t("admin.collections.noSchema") })
      }
      onRetry={() => void listed.refetch()}
      renderTable={(slot) => <CollectionBrowserRecords {...slot} perPage={perPage} />}
      renderForm={renderForm}
      onDelete={(_collection, record) => remove.mutateAsync(record.id)}
      onDeleteMany={(collection, ids) =>
        batch.run(ids.map((id) => ({ action: "delete", collection: collection.name, id })))
      }
      deleteProgress={batch.progress}
      {...props}
    />
  );
}

export { CollectionBrowser };
export type { CollectionBrowserProps };
