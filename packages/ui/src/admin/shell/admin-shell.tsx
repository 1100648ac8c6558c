import { useAuth } from "@pocketkit/hooks";
import type { ReactNode } from "react";

import { AdminShellView, type AdminShellViewProps } from "./admin-shell-view";
import { HealthIndicator } from "./health-indicator";

type AdminShellProps = Omit<AdminShellViewProps, "user" | "health"> & {
  /** Replaces the header's `HealthIndicator`, or `null` for none. */
  health?: ReactNode;
  /** How often the header's health indicator asks the server, in milliseconds. @default 30000 */
  healthInterval?: number;
};

/**
 * `AdminShellView` for the signed-in superuser: their email and sign out in the account menu
 * (`onSignOut` runs after the session is cleared, to send them to sign-in), and the server's
 * health in the header.
 *
 * @example
 * <AdminShell current={section} renderLink={(section, props) => <Link to={section.href!} {...props} />}>
 *   <Outlet />
 * </AdminShell>
 */
function AdminShell({ health, healthInterval = 30_000, onSignOut, ...props }: AdminShellProps) {
  const { user, signOut } = useAuth();
  const email = typeof user?.email === "string" ? user.email : undefined;
  return (
    <AdminShellView
      health={health === undefined ? <HealthIndicator interval={healthInterval} /> : health}
      user={email ? { email } : null}
      onSignOut={() => {
        signOut();
        onSignOut?.();
      }}
      {...props}
    />
  );
}

export { AdminShell };
export type { AdminShellProps };
