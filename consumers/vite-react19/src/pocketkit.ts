import { createPocketkit } from "@pocketkit/client";

import { schema, type Collections } from "./pocketbase-types";

// pocketbase-types.ts is written by the packed `pocketkit-typegen` when the test runs.
declare module "@pocketkit/hooks" {
  interface Register {
    collections: Collections;
  }
}

export function createAppPocketkit(url: string) {
  return createPocketkit({ url, schema });
}
