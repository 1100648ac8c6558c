import { PocketkitProvider } from "@pocketkit/hooks";
import { renderToString } from "react-dom/server";

import { App } from "./app";
import { createAppPocketkit } from "./pocketkit";

/** The same app rendered in Node (`vite build --ssr`): no window, no document. */
export function render(url: string): string {
  const pocketkit = createAppPocketkit(url);
  try {
    return renderToString(
      <PocketkitProvider client={pocketkit}>
        <App />
      </PocketkitProvider>,
    );
  } finally {
    pocketkit.dispose();
  }
}
