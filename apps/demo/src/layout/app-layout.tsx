import { AccountMenu, ConnectionBanner, ConnectionStatus, type Icon } from "@pocketkit/ui";
import { FolderIcon, HeartIcon, ImagesIcon, MapIcon, SettingsIcon, Trash2Icon } from "../icons";
import { Suspense } from "react";
import { NavLink, Outlet, useNavigate } from "react-router";

import { ScrollRestoration } from "./scroll-restoration";

interface Section {
  to: string;
  label: string;
  icon: Icon;
  /** Shown in the phone's tab bar too; Trash and Settings are in the account menu there. */
  onPhone: boolean;
}

const sections: Section[] = [
  { to: "/", label: "Library", icon: ImagesIcon, onPhone: true },
  { to: "/favorites", label: "Favourites", icon: HeartIcon, onPhone: true },
  { to: "/albums", label: "Albums", icon: FolderIcon, onPhone: true },
  // A way of browsing the photos, as the grid is: a tab of its own on a phone too.
  { to: "/map", label: "Map", icon: MapIcon, onPhone: true },
  { to: "/trash", label: "Trash", icon: Trash2Icon, onPhone: false },
  { to: "/settings", label: "Settings", icon: SettingsIcon, onPhone: false },
];

// On a phone the sections are a tab bar at the bottom, in reach of a thumb (as in Google Photos
// and Immich), each an icon over its name; from 640 px they sit in the header as words.
const navClassName = [
  "pk:fixed pk:inset-x-0 pk:bottom-0 pk:z-40 pk:flex pk:justify-around pk:border-0 pk:border-t pk:border-solid pk:border-border pk:bg-background pk:pb-[env(safe-area-inset-bottom)]",
  "pk:sm:static pk:sm:z-auto pk:sm:justify-start pk:sm:gap-1 pk:sm:border-t-0 pk:sm:bg-transparent pk:sm:pb-0",
].join(" ");

const navLinkClassName =
  (onPhone: boolean) =>
  ({ isActive }: { isActive: boolean }) =>
    [
      "pk:flex-1 pk:flex-col pk:items-center pk:gap-1 pk:px-2 pk:py-2 pk:text-xs pk:font-medium pk:no-underline pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:focus-visible:ring-inset",
      "pk:sm:flex-none pk:sm:flex-row pk:sm:rounded-md pk:sm:px-3 pk:sm:text-sm",
      onPhone ? "pk:flex" : "pk:hidden pk:sm:flex",
      isActive ? "pk:text-foreground pk:sm:bg-muted" : "pk:text-muted-foreground pk:hover:text-foreground",
    ].join(" ");

/** The signed-in Gallery: one header row (the name, the connection, the account), and the sections. */
export function AppLayout() {
  const navigate = useNavigate();
  return (
    <div className="pk:flex pk:min-h-dvh pk:flex-col">
      <a
        href="#main"
        className="pk:sr-only pk:focus:not-sr-only pk:focus:absolute pk:focus:top-2 pk:focus:left-2 pk:focus:z-50 pk:focus:rounded-md pk:focus:bg-background pk:focus:p-2"
      >
        Skip to content
      </a>
      <header className="pk:border-0 pk:border-b pk:border-solid pk:border-border">
        <div className="pk:mx-auto pk:flex pk:max-w-7xl pk:items-center pk:gap-4 pk:px-4 pk:py-2 pk:sm:py-3">
          <NavLink
            to="/"
            className="pk:text-base pk:font-semibold pk:whitespace-nowrap pk:text-foreground pk:no-underline"
          >
            Pocketkit Gallery
          </NavLink>
          <nav aria-label="Sections" className={navClassName}>
            {sections.map(({ to, label, icon: Icon, onPhone }) => (
              <NavLink key={to} to={to} end={to === "/"} className={navLinkClassName(onPhone)}>
                <Icon aria-hidden className="pk:size-5 pk:sm:hidden" />
                {label}
              </NavLink>
            ))}
          </nav>
          <div className="pk:ml-auto pk:flex pk:items-center pk:gap-2 pk:sm:gap-3">
            <ConnectionStatus />
            <AccountMenu
              onSignedOut={() => navigate("/sign-in", { replace: true })}
              items={[
                { label: "Trash", onSelect: () => navigate("/trash") },
                { label: "Settings", onSelect: () => navigate("/settings") },
              ]}
            />
          </div>
        </div>
      </header>
      <ConnectionBanner />
      <main
        id="main"
        tabIndex={-1}
        // Room at the bottom on a phone: the tab bar covers the last 60 px of the window.
        className="pk:mx-auto pk:w-full pk:max-w-7xl pk:flex-1 pk:px-4 pk:pt-6 pk:pb-24 pk:outline-none pk:sm:pb-6"
      >
        {/* The header is drawn while the first page's code is still on its way. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      {/* A page opened anew starts at its top; Back returns to where the page was left. */}
      <ScrollRestoration />
    </div>
  );
}
