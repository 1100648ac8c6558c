import { Suspense } from "react";
import { Outlet } from "react-router";

/** The signed-out pages: one card in the middle of the page, under the Gallery's name. */
export function AuthLayout() {
  return (
    <div className="pk:flex pk:min-h-dvh pk:flex-col pk:items-center pk:justify-center pk:gap-6 pk:p-4">
      <header>
        <h1 className="pk:m-0 pk:text-lg pk:font-semibold">Pocketkit Gallery</h1>
      </header>
      <main className="pk:w-full pk:max-w-sm pk:rounded-lg pk:border pk:border-solid pk:border-border pk:p-6 pk:shadow-sm">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
