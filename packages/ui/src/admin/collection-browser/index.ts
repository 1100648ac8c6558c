// CollectionBrowser: any collection's records, to list, filter, view, edit and delete.
export { CollectionBrowser } from "./collection-browser";
export type { CollectionBrowserProps } from "./collection-browser";
export { CollectionBrowserView } from "./collection-browser-view";
export type { CollectionBrowserViewProps } from "./collection-browser-view";
export type {
  CollectionBrowserDeleteMany,
  CollectionBrowserDetailsSlotProps,
  CollectionBrowserFormSlotProps,
  CollectionBrowserTableSlotProps,
} from "./collection-browser-types";
export { collectionAbilities, isRefusal } from "./collection-browser-permissions";
export type { CollectionAbilities, RecordAction } from "./collection-browser-permissions";
export { diagnoseFilter } from "./collection-browser-filter";
export type { FilterProblem } from "./collection-browser-filter";
