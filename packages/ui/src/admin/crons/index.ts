// The server's cron jobs, with Run now.
export { CronsTable } from "./crons-table";
export type { CronsTableProps } from "./crons-table";
export { CronsTableView } from "./crons-table-view";
export type { CronsTableViewProps } from "./crons-table-view";
