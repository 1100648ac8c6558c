import type { CollectionSchema } from "@pocketkit/client";
import { PlusIcon, Trash2Icon } from "../../lib/icons";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { Badge } from "../../primitives/badge";
import { Button } from "../../primitives/button";

/** The chosen collection's name and type; a view says it is read-only, and why. */
function CollectionBrowserHeader({ collection }: { collection: CollectionSchema }) {
  const t = useCatalogue(adminEn);
  return (
    <header data-slot="collection-browser-header" className="pk:grid pk:gap-1">
      <div className="pk:flex pk:flex-wrap pk:items-center pk:gap-2">
        <h2 className="pk:m-0 pk:min-w-0 pk:text-lg pk:font-semibold pk:break-all">{collection.name}</h2>
        <Badge variant="secondary">{t(`admin.collections.type.${collection.type}`)}</Badge>
        {collection.type === "view" && <Badge variant="outline">{t("admin.collections.readOnly")}</Badge>}
      </div>
      {collection.type === "view" && (
        <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">{t("admin.collections.readOnlyHint")}</p>
      )}
    </header>
  );
}

interface CollectionBrowserActionsProps {
  /** How many rows are selected; Delete selected shows with any. Leave it out where bulk delete is not allowed. */
  selected?: number;
  onDeleteSelected: () => void;
  /** Leave it out where creating is not allowed. */
  onCreate?: () => void;
  disabled: boolean;
}

/** The table toolbar's actions: Delete selected (n) and New record, each only where allowed. */
function CollectionBrowserActions({
  selected = 0,
  onDeleteSelected,
  onCreate,
  disabled,
}: CollectionBrowserActionsProps) {
  const t = useCatalogue(adminEn);
  return (
    <>
      {selected > 0 && (
        <Button variant="destructive" size="sm" disabled={disabled} onClick={onDeleteSelected}>
          <Trash2Icon aria-hidden className="pk:size-4" />
          {t("admin.collections.deleteSelected", { count: selected })}
        </Button>
      )}
      {onCreate && (
        <Button size="sm" disabled={disabled} onClick={onCreate}>
          <PlusIcon aria-hidden className="pk:size-4" />
          {t("admin.collections.new")}
        </Button>
      )}
    </>
  );
}

export { CollectionBrowserActions, CollectionBrowserHeader };
