// Typechecked strictly, library types included (skipLibCheck off): what @pocketkit/client/testing
// declares must resolve with what a Node consumer has, the package and @types/node.
import { createPng, startPocketBase, type PocketBaseServer } from "@pocketkit/client/testing";

export async function healthOf(migrationsDir: string): Promise<number> {
  await using server: PocketBaseServer = await startPocketBase({ migrationsDir, env: process.env });
  const image = new File([createPng({ width: 4, height: 4 })], "tiny.png", { type: "image/png" });
  const response = await fetch(`${server.url}/api/health`);
  return response.status + image.size * 0;
}
