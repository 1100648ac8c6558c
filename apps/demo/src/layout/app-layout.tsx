import { AccountMenu, ConnectionBanner, ConnectionStatus } from "@pocketkit/ui";
import { Suspense } from "react";
import { NavLink, Outlet, useNavigate } from "react-router";

import { ScrollRestoration } from "./scroll-restoration";

const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  [
    "pk:rounded-md pk:px-3 pk:py-2 pk:text-sm pk:font-medium pk:no-underline pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring",
    isActive ? "pk:bg-muted pk:text-foreground" : "pk:text-muted-foreground pk:hover:text-foreground",
  ].join(" ");

/** The signed-in Gallery: a header with the sections, the connection's state and the account. */
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
        <div className="pk:mx-auto pk:flex pk:max-w-7xl pk:flex-wrap pk:items-center pk:gap-4 pk:px-4 pk:py-3">
          <NavLink to="/" className="pk:text-base pk:font-semibold pk:text-foreground pk:no-underline">
            Pocketkit Gallery
          </NavLink>
          <nav aria-label="Sections" className="pk:flex pk:gap-1">
            <NavLink to="/" end className={navLinkClassName}>
              Library
            </NavLink>
            <NavLink to="/albums" className={navLinkClassName}>
              Albums
            </NavLink>
            <NavLink to="/settings" className={navLinkClassName}>
              Settings
            </NavLink>
          </nav>
          <div className="pk:ml-auto pk:flex pk:items-center pk:gap-3">
            <ConnectionStatus />
            <AccountMenu
              onSignedOut={() => navigate("/sign-in", { replace: true })}
              items={[{ label: "Settings", onSelect: () => navigate("/settings") }]}
            />
          </div>
        </div>
      </header>
      <ConnectionBanner />
      <main
        id="main"
        tabIndex={-1}
        className="pk:mx-auto pk:w-full pk:max-w-7xl pk:flex-1 pk:px-4 pk:py-6 pk:outline-none"
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
