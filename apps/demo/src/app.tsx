import { PocketkitProvider } from "@pocketkit/hooks";
import { MessagesProvider, Toaster, TooltipProvider } from "@pocketkit/ui";
import { RouterProvider } from "react-router";

import { pocketkit } from "./pocketkit";
import { router } from "./routes";

export function App() {
  return (
    <PocketkitProvider client={pocketkit}>
      <MessagesProvider locale={navigator.language.startsWith("de") ? "de" : "en"}>
        <TooltipProvider>
          <RouterProvider router={router} />
          <Toaster />
        </TooltipProvider>
      </MessagesProvider>
    </PocketkitProvider>
  );
}
