import type { CollectionSchema, CollectionType } from "@pocketkit/client";
import { DatabaseIcon, EyeIcon, UsersIcon, type Icon } from "../../lib/icons";
import { useId } from "react";
import type * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/badge";
import { Label } from "../../primitives/label";
import { Switch } from "../../primitives/switch";
import type { CollectionGroups } from "./collection-browser-permissions";

const GROUPS: { type: CollectionType; icon: Icon }[] = [
  { type: "base", icon: DatabaseIcon },
  { type: "auth", icon: UsersIcon },
  { type: "view", icon: EyeIcon },
];

const itemClassName =
  "pk:box-border pk:flex pk:w-full pk:min-w-0 pk:cursor-pointer pk:items-center pk:gap-2 pk:rounded-md pk:border-0 pk:bg-transparent pk:px-3 pk:py-1.5 pk:text-start pk:font-sans pk:text-sm pk:text-foreground pk:transition-colors pk:outline-none pk:hover:bg-muted pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:aria-[current=true]:bg-secondary pk:aria-[current=true]:font-medium pk:aria-[current=true]:text-secondary-foreground";

type CollectionBrowserPickerProps = Omit<React.ComponentProps<"nav">, "onChange"> & {
  groups: CollectionGroups;
  current: string | undefined;
  onCurrentChange: (name: string) => void;
  showSystem: boolean;
  onShowSystemChange: (show: boolean) => void;
  disabled?: boolean;
};

/**
 * The collections to choose from, grouped as base, auth and view collections; system
 * collections (`_superusers`, `_otps`…) only after the switch. The chosen one is
 * `aria-current`.
 */
function CollectionBrowserPicker({
  groups,
  current,
  onCurrentChange,
  showSystem,
  onShowSystemChange,
  disabled = false,
  className,
  ...props
}: CollectionBrowserPickerProps) {
  const t = useCatalogue(adminEn);
  const id = useId();
  const switchId = `${id}system`;
  const empty = GROUPS.every(({ type }) => groups[type].length === 0);
  return (
    <nav
      data-slot="collection-browser-picker"
      aria-label={t("admin.collections.pickerLabel")}
      // min-w-0 down to the items: long names truncate instead of widening the column.
      className={cn("pk:grid pk:min-w-0 pk:content-start pk:gap-4 pk:font-sans", className)}
      {...props}
    >
      {empty && (
        <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">{t("admin.collections.noCollections")}</p>
      )}
      {GROUPS.map(({ type, icon: Icon }) =>
        groups[type].length === 0 ? null : (
          <div
            key={type}
            data-slot="collection-browser-group"
            data-type={type}
            className="pk:grid pk:min-w-0 pk:gap-1"
          >
            <p
              id={`${id}${type}`}
              className="pk:m-0 pk:flex pk:items-center pk:gap-2 pk:px-3 pk:text-xs pk:font-semibold pk:tracking-wide pk:text-muted-foreground pk:uppercase"
            >
              <Icon aria-hidden className="pk:size-3.5" />
              {t(`admin.collections.group.${type}`)}
            </p>
            <ul
              aria-labelledby={`${id}${type}`}
              className="pk:m-0 pk:grid pk:min-w-0 pk:list-none pk:gap-0.5 pk:p-0"
            >
              {groups[type].map((collection) => (
                <li key={collection.id || collection.name} className="pk:min-w-0">
                  <PickerItem
                    collection={collection}
                    current={collection.name === current}
                    disabled={disabled}
                    onChoose={() => onCurrentChange(collection.name)}
                  />
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
      <div className="pk:flex pk:items-center pk:gap-2 pk:px-3">
        <Switch id={switchId} checked={showSystem} onCheckedChange={onShowSystemChange} disabled={disabled} />
        <Label htmlFor={switchId} className="pk:font-normal">
          {t("admin.collections.showSystem")}
        </Label>
      </div>
    </nav>
  );
}

function PickerItem({
  collection,
  current,
  disabled,
  onChoose,
}: {
  collection: CollectionSchema;
  current: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const t = useCatalogue(adminEn);
  return (
    <button
      type="button"
      data-slot="collection-browser-picker-item"
      data-type={collection.type}
      aria-current={current || undefined}
      disabled={disabled}
      onClick={onChoose}
      className={itemClassName}
    >
      <span className="pk:min-w-0 pk:flex-1 pk:truncate" title={collection.name}>
        {collection.name}
      </span>
      {collection.system && (
        <Badge variant="outline" className="pk:shrink-0">
          {t("admin.collections.system")}
        </Badge>
      )}
    </button>
  );
}

export { CollectionBrowserPicker };
export type { CollectionBrowserPickerProps };
