import type { ReactNode } from "react";

/**
 * The page a share link opens, for someone without an account: the Gallery's name (as words, not
 * a link: there is nothing of the owner's to go to from here) and the shared photos. No account
 * menu, no sections.
 */
export function SharedLayout({ children }: { children: ReactNode }) {
  return (
    <div className="pk:flex pk:min-h-dvh pk:flex-col">
      <header className="pk:border-0 pk:border-b pk:border-solid pk:border-border">
        <div className="pk:mx-auto pk:flex pk:max-w-7xl pk:items-center pk:px-4 pk:py-3">
          <p className="pk:m-0 pk:text-base pk:font-semibold pk:whitespace-nowrap">Pocketkit Gallery</p>
        </div>
      </header>
      <main className="pk:mx-auto pk:w-full pk:max-w-7xl pk:flex-1 pk:px-4 pk:pt-6 pk:pb-10">{children}</main>
    </div>
  );
}
