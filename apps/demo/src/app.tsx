import { PocketkitProvider } from "@pocketkit/hooks";
import { MessagesProvider, Toaster, type Messages } from "@pocketkit/ui";
import { BrowserRouter } from "react-router";

import { GalleryMedia } from "./features/gallery-media";
import { pocketkit } from "./pocketkit";
import { AppRoutes } from "./routes";

/** The Gallery; `messages` is the kit's catalogue for the browser's language (English without one). */
export function App({ messages }: { messages?: Partial<Messages> }) {
  return (
    <PocketkitProvider client={pocketkit}>
      <MessagesProvider messages={messages}>
        <GalleryMedia>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </GalleryMedia>
        <Toaster />
      </MessagesProvider>
    </PocketkitProvider>
  );
}
