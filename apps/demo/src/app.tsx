import { PocketkitProvider } from "@pocketkit/hooks";
import { de, MessagesProvider, Toaster, TooltipProvider } from "@pocketkit/ui";
import { RouterProvider } from "react-router";

import { pocketkit } from "./pocketkit";
import { router } from "./routes";

export function App() {
  return (
    <PocketkitProvider client={pocketkit}>
      <MessagesProvider messages={navigator.language.startsWith("de") ? de : undefined}>
        <TooltipProvider>
          <RouterProvider router={router} />
          <Toaster />
        </TooltipProvider>
      </MessagesProvider>
    </PocketkitProvider>
  );
}
