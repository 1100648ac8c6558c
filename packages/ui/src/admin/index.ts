// The admin components: screens for any PocketBase, learning everything from the server.
export type { AdminLoadState } from "./admin-panel-body";
export * from "./shell";
export * from "./logs";
export * from "./backups";
export * from "./settings";
export * from "./crons";
export * from "./superusers";
export * from "./collection-browser";
