import { MenuIcon } from "../../lib/icons";
import { useState, type ReactNode } from "react";
import type * as React from "react";

import { cn } from "../../lib/cn";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "../../overlays/sheet";
import { Button } from "../../primitives/button";
import { AdminNav, defaultAdminSections, type AdminRenderLink, type AdminSection } from "./admin-nav";
import { SuperuserMenu } from "../superusers/superuser-menu";
import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";

type AdminShellViewProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** The navigation. @default the admin kit's sections (collections, logs, backups, settings, crons, superusers) */
  sections?: AdminSection[];
  /** The section shown now; its link is marked `aria-current="page"`. */
  current?: string;
  /** Called with a section's id when its link is chosen (after your router's own handling). */
  onNavigate?: (id: string) => void;
  /**
   * Renders a link with your router: `(section, props) => <Link to={section.href!} {...props} />`.
   * @default an `<a href>` for sections with an `href`, a button for the others
   */
  renderLink?: AdminRenderLink;
  /** The heading in the header, e.g. the app's name. @default "PocketBase admin" */
  title?: ReactNode;
  /** Shown in the header, e.g. `<HealthIndicator />`. */
  health?: ReactNode;
  /** The signed-in superuser; the account menu is left out without one. */
  user?: { email: string } | null;
  onSignOut?: () => void;
  /** The current section's content. */
  children?: ReactNode;
};

/**
 * The frame of an admin screen: a header (title, health, account menu), the navigation, and a
 * main region for the current section. It does not route: give it `sections`, `current` and
 * `onNavigate` (or `renderLink` for your router) and render the section as `children`. It lays
 * itself out by its own width: from 48rem the navigation is a sidebar, below it a menu button
 * opens it in a sheet.
 *
 * @example
 * <AdminShellView current="logs" onNavigate={setSection} user={{ email }} onSignOut={signOut}>
 *   <LogsTable />
 * </AdminShellView>
 */
function AdminShellView({
  sections,
  current,
  onNavigate,
  renderLink,
  title,
  health,
  user,
  onSignOut,
  children,
  className,
  ...props
}: AdminShellViewProps) {
  const t = useCatalogue(adminEn);
  const [menuOpen, setMenuOpen] = useState(false);
  const entries = sections ?? defaultAdminSections(t);
  const heading = title ?? t("admin.shell.title");
  const nav = (onChosen?: () => void) => (
    <AdminNav
      sections={entries}
      current={current}
      onNavigate={onNavigate}
      renderLink={renderLink}
      onChosen={onChosen}
    />
  );
  return (
    <div
      data-slot="admin-shell"
      className={cn(
        "pk:@container pk:flex pk:min-h-[32rem] pk:w-full pk:flex-col pk:bg-background pk:font-sans pk:text-foreground",
        className,
      )}
      {...props}
    >
      <header
        data-slot="admin-shell-header"
        className="pk:flex pk:h-14 pk:items-center pk:gap-2 pk:border-0 pk:border-b pk:border-solid pk:border-border pk:px-3 pk:@3xl:px-4"
      >
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("admin.shell.openNav")}
              className="pk:@3xl:hidden"
            >
              <MenuIcon aria-hidden className="pk:size-5" />
            </Button>
          </SheetTrigger>
          <SheetContent side="start" className="pk:w-72">
            <SheetHeader>
              <SheetTitle>{heading}</SheetTitle>
              <SheetDescription className="pk:sr-only">{t("admin.shell.navDescription")}</SheetDescription>
            </SheetHeader>
            {nav(() => setMenuOpen(false))}
          </SheetContent>
        </Sheet>
        <p
          data-slot="admin-shell-title"
          className="pk:m-0 pk:min-w-0 pk:truncate pk:text-base pk:font-semibold"
        >
          {heading}
        </p>
        <div className="pk:flex pk:shrink-0 pk:items-center pk:gap-2 pk:@3xl:gap-4">
          {health}
          {user && <SuperuserMenu email={user.email} onSignOut={onSignOut} />}
        </div>
      </header>
      <div className="pk:flex pk:min-h-0 pk:flex-1">
        <aside
          data-slot="admin-shell-sidebar"
          className="pk:hidden pk:w-56 pk:shrink-0 pk:border-0 pk:border-e pk:border-solid pk:border-border pk:p-3 pk:@3xl:block"
        >
          {nav()}
        </aside>
        <main data-slot="admin-shell-main" className="pk:min-w-0 pk:flex-1 pk:p-4 pk:@3xl:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}

export { AdminShellView };
export type { AdminShellViewProps };
