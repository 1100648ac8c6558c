// RelationPicker: a searchable list of another collection's records, connected and pure.
export { RelationPicker } from "./relation-picker";
export type { RelationPickerProps } from "./relation-picker";
export { RelationPickerView } from "./relation-picker-view";
export type { RelationPickerViewProps } from "./relation-picker-view";
