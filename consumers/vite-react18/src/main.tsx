import { createPocketkit } from "@pocketkit/client";
import { PocketkitProvider } from "@pocketkit/hooks";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { App } from "./app";

const pocketkit = createPocketkit({ url: import.meta.env.VITE_POCKETBASE_URL });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <PocketkitProvider client={pocketkit}>
      <App />
    </PocketkitProvider>
  </StrictMode>,
);
