import { Button } from "@pocketkit/ui";
import type { FallbackProps } from "react-error-boundary";

/** What a page shows when it fails to load or draw: what happened, and a way on. */
export function RouteError({ error }: FallbackProps) {
  const message = error instanceof Error ? error.message : "Something went wrong.";
  return (
    <main className="pk:mx-auto pk:grid pk:max-w-md pk:gap-4 pk:p-8">
      <h1 className="pk:m-0 pk:text-xl pk:font-semibold">Something went wrong</h1>
      <p className="pk:m-0 pk:text-muted-foreground">{message}</p>
      <div>
        {/* A full load: a page whose code failed to arrive (a new deploy) gets the new files. */}
        <Button onClick={() => window.location.assign("/")}>Back to the library</Button>
      </div>
    </main>
  );
}
