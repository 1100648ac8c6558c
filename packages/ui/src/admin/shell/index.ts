// The admin's frame: AdminShell with its navigation and the server's health.
export { AdminShell } from "./admin-shell";
export type { AdminShellProps } from "./admin-shell";
export { AdminShellView } from "./admin-shell-view";
export type { AdminShellViewProps } from "./admin-shell-view";
export { ADMIN_SECTION_IDS, AdminNav, defaultAdminSections } from "./admin-nav";
export type { AdminLinkProps, AdminNavProps, AdminRenderLink, AdminSection } from "./admin-nav";
export { HealthIndicator } from "./health-indicator";
export type { HealthIndicatorProps } from "./health-indicator";
export { HealthIndicatorView } from "./health-indicator-view";
export type { HealthIndicatorViewProps, HealthStatusName } from "./health-indicator-view";
