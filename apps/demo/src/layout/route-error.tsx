import { Button } from "@pocketkit/ui";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** What a route shows when it fails to load or render: what happened, and a way on. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Something went wrong.";
  return (
    <main className="pk:mx-auto pk:grid pk:max-w-md pk:gap-4 pk:p-8">
      <h1 className="pk:m-0 pk:text-xl pk:font-semibold">Something went wrong</h1>
      <p className="pk:m-0 pk:text-muted-foreground">{message}</p>
      <div>
        <Button onClick={() => window.location.assign("/")}>Back to the library</Button>
      </div>
    </main>
  );
}
