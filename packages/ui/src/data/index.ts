// The data components, a folder per family.
export * from "./cells";
export * from "./record-form";
export { recordLabel, searchFields, searchFilter } from "./record-label";
export * from "./record-table";
export * from "./record-details";
export * from "./relation-picker";
