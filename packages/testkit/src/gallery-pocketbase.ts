// Test-only: a PocketBase with the Gallery's schema and hooks, read from apps/demo/pocketbase as
// data (no code of the demo is imported). The one start for every test and benchmark that needs
// the Gallery. What the Gallery adds against abuse is not the kit's to test, and would trip tests
// that sign many users in from one address: its rate limits are off unless `rateLimits: true`
// (apps/demo/pocketbase tests them). Its rule that only verified users write stays; signUpUser
// makes verified users.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import PocketBase from "pocketbase";

import {
  startPocketBase,
  type PocketBaseServer,
  type StartPocketBaseOptions,
} from "@pocketkit/client/testing";

// Plain paths, not URL objects: under jsdom, URL is jsdom's and node:url will not take it.
const galleryPocketBase = join(dirname(fileURLToPath(import.meta.url)), "../../../apps/demo/pocketbase");
export const galleryMigrationsDir = join(galleryPocketBase, "pb_migrations");
export const galleryHooksDir = join(galleryPocketBase, "pb_hooks");

export interface StartGalleryPocketBaseOptions extends StartPocketBaseOptions {
  /** Keep the Gallery's rate limits on, as it ships. @default false */
  rateLimits?: boolean;
}

export async function startGalleryPocketBase({
  rateLimits = false,
  ...options
}: StartGalleryPocketBaseOptions = {}): Promise<PocketBaseServer> {
  const server = await startPocketBase({
    migrationsDir: galleryMigrationsDir,
    hooksDir: galleryHooksDir,
    ...options,
  });
  if (rateLimits) return server;
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
