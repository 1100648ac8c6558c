// Test-only: the client's tests run against the Gallery's schema (the richest one we have),
// read from its folder as data. No code of the demo is imported. What the Gallery adds against
// abuse is not the kit's to test, and would trip tests that sign many users in from one address:
// its rate limits are switched off here (apps/demo/pocketbase tests them). Its rule that only
// verified users write stays; signUpUser makes verified users.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import PocketBase from "pocketbase";

import { startPocketBase, type PocketBaseServer, type StartPocketBaseOptions } from "../testing";

// Plain paths, not URL objects: under jsdom, URL is jsdom's and node:url will not take it.
const galleryPocketBase = join(dirname(fileURLToPath(import.meta.url)), "../../../../apps/demo/pocketbase");
export const galleryMigrationsDir = join(galleryPocketBase, "pb_migrations");
export const galleryHooksDir = join(galleryPocketBase, "pb_hooks");

export async function startGalleryPocketBase(
  options: StartPocketBaseOptions = {},
): Promise<PocketBaseServer> {
  const server = await startPocketBase({
    migrationsDir: galleryMigrationsDir,
    hooksDir: galleryHooksDir,
    ...options,
  });
  try {
    await switchRateLimitsOff(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Turns PocketBase's rate limits off (a setting; the next start keeps it). */
export async function switchRateLimitsOff(server: PocketBaseServer): Promise<void> {
  const pb = new PocketBase(server.url);
  await pb.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
  await pb.settings.update({ rateLimits: { enabled: false } });
}

export { signUpUser } from "./sign-up-user";
