import { createPocketkit } from "@pocketkit/client";

import { schema, type Collections } from "./pocketbase-types";

// The Gallery's server fronts PocketBase, so the API is on the page's own origin.
export const pocketkit = createPocketkit({ url: window.location.origin, schema });

declare module "@pocketkit/hooks" {
  interface Register {
    collections: Collections;
  }
}
