// What the READMEs' code blocks name but leave to the app, declared here and only here. The
// blocks themselves are copied into this folder as written (src/<readme>-<n>.tsx), next to the
// pocketbase-types.ts that the packed \`pocketkit-typegen\` writes for them.
import type { Pocketkit } from "@pocketkit/client";

declare global {
  /** The app's router. */
  function navigate(to: string): void;

  /** The client that the root README's first block makes with \`createPocketkit\`. */
  const pocketkit: Pocketkit;

  /** The app's own server (Hono, say), where a block adds a route. */
  const app: {
    post(path: string, handler: (context: { req: { raw: Request } }) => Response | Promise<Response>): void;
  };
}
