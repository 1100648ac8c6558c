// The superusers: list, add, remove.
export { SuperusersTable } from "./superusers-table";
export type { SuperusersTableProps } from "./superusers-table";
export { SuperusersTableView } from "./superusers-table-view";
export type { SuperuserEntry, SuperusersTableViewProps } from "./superusers-table-view";
