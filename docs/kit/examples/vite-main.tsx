// src/main.tsx of a Vite app: one client for the page, the provider around everything.
import "@pocketkit/ui/styles.css";
import { createPocketkit } from "@pocketkit/client";
import { PocketkitProvider } from "@pocketkit/hooks";
import { Toaster } from "@pocketkit/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { SignInPage } from "./sign-in-page";

const pocketkit = createPocketkit({ url: import.meta.env.VITE_POCKETBASE_URL });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <PocketkitProvider client={pocketkit}>
      <SignInPage />
      <Toaster />
    </PocketkitProvider>
  </StrictMode>,
);
