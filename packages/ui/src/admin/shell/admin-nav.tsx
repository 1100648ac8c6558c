import {
  ArchiveIcon,
  ClockIcon,
  DatabaseIcon,
  ScrollTextIcon,
  SettingsIcon,
  ShieldCheckIcon,
  type Icon,
} from "../../lib/icons";
import type * as React from "react";

import { type Translate, useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { cn } from "../../lib/cn";

/** One place the admin screen can show. */
interface AdminSection {
  /** What `current` and `onNavigate` use, e.g. `"logs"`. */
  id: string;
  /** The link's text. */
  label: string;
  /** Where the link points; without one the entry is a button that only calls `onNavigate`. */
  href?: string;
  /** An icon before the label (decorative). */
  icon?: Icon;
}

/** What a `renderLink` gets: spread it on your router's link (`<Link to={section.href} {...props} />`). */
interface AdminLinkProps {
  href: string | undefined;
  className: string;
  "aria-current": "page" | undefined;
  "data-slot": "admin-nav-link";
  "data-active": "" | undefined;
  onClick: (event: React.MouseEvent<HTMLElement>) => void;
  children: React.ReactNode;
}

/** Renders one navigation entry with your router's link component. */
type AdminRenderLink = (section: AdminSection, props: AdminLinkProps) => React.ReactNode;

const ADMIN_SECTION_IDS = ["collections", "logs", "backups", "settings", "crons", "superusers"] as const;
const ICONS: Record<(typeof ADMIN_SECTION_IDS)[number], Icon> = {
  collections: DatabaseIcon,
  logs: ScrollTextIcon,
  backups: ArchiveIcon,
  settings: SettingsIcon,
  crons: ClockIcon,
  superusers: ShieldCheckIcon,
};

/**
 * The admin kit's sections, labelled from the catalogue: collections, logs, backups, settings,
 * crons and superusers. `hrefFor` gives them addresses (e.g. `(id) => \`/admin/${id}\``).
 */
function defaultAdminSections(t: Translate, hrefFor?: (id: string) => string): AdminSection[] {
  return ADMIN_SECTION_IDS.map((id) => ({
    id,
    label: t(`admin.nav.${id}`),
    href: hrefFor?.(id),
    icon: ICONS[id],
  }));
}

const linkClassName =
  "pk:box-border pk:flex pk:w-full pk:cursor-pointer pk:items-center pk:gap-2 pk:rounded-md pk:border-0 pk:bg-transparent pk:px-3 pk:py-2 pk:text-start pk:font-sans pk:text-sm pk:font-medium pk:text-muted-foreground pk:no-underline pk:transition-colors pk:outline-none pk:hover:bg-muted pk:hover:text-foreground pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:aria-[current=page]:bg-secondary pk:aria-[current=page]:text-secondary-foreground";

interface AdminNavProps {
  /** The entries, in order (`defaultAdminSections(t)` for the admin kit's). */
  sections: AdminSection[];
  /** The id of the section shown now, marked `aria-current="page"`. */
  current?: string;
  /** Called with a section's id when its entry is chosen. */
  onNavigate?: (id: string) => void;
  /** Renders an entry with your router's link. @default `<a href>` with an `href`, else a button */
  renderLink?: AdminRenderLink;
  /** Called after any entry was chosen (the shell closes its narrow-screen sheet). */
  onChosen?: () => void;
  className?: string;
}

/** The list of sections; the current one is `aria-current="page"`. */
function AdminNav({ sections, current, onNavigate, renderLink, onChosen, className }: AdminNavProps) {
  const t = useCatalogue(adminEn);
  return (
    <nav data-slot="admin-nav" aria-label={t("admin.shell.navLabel")} className={cn("pk:w-full", className)}>
      <ul className="pk:m-0 pk:grid pk:list-none pk:gap-1 pk:p-0">
        {sections.map((section) => {
          const Icon = section.icon;
          const active = section.id === current;
          const props: AdminLinkProps = {
            href: section.href,
            className: linkClassName,
            "aria-current": active ? "page" : undefined,
            "data-slot": "admin-nav-link",
            "data-active": active ? "" : undefined,
            onClick: () => {
              onNavigate?.(section.id);
              onChosen?.();
            },
            children: (
              <>
                {Icon && <Icon aria-hidden className="pk:size-4 pk:shrink-0" />}
                <span className="pk:truncate">{section.label}</span>
              </>
            ),
          };
          let link: React.ReactNode;
          if (renderLink) link = renderLink(section, props);
          else if (section.href) link = <a {...props} />;
          else {
            const { href: _href, ...buttonProps } = props;
            link = <button type="button" {...buttonProps} />;
          }
          return <li key={section.id}>{link}</li>;
        })}
      </ul>
    </nav>
  );
}

export { ADMIN_SECTION_IDS, AdminNav, defaultAdminSections };
export type { AdminLinkProps, AdminNavProps, AdminRenderLink, AdminSection };
