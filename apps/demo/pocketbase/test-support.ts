import { fileURLToPath } from "node:url";

import {
  startPocketBase,
  type PocketBaseServer,
  type StartPocketBaseOptions,
} from "@pocketkit/client/testing";
import PocketBase, { type RecordModel } from "pocketbase";

export const migrationsDir = fileURLToPath(new URL("./pb_migrations", import.meta.url));
export const hooksDir = fileURLToPath(new URL("./pb_hooks", import.meta.url));

/** A throwaway PocketBase with the Gallery's schema and hooks. */
export function startGalleryPocketBase(options: StartPocketBaseOptions = {}): Promise<PocketBaseServer> {
  return startPocketBase({ migrationsDir, hooksDir, ...options });
}

/** Signs a new user up and in; each call makes a different user. */
export async function signUpUser(
  url: string,
  name = "Test user",
): Promise<{ pb: PocketBase; user: RecordModel }> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  const password = "correct horse battery";
  await pb.collection("users").create({ email, password, passwordConfirm: password, name });
  const { record } = await pb.collection("users").authWithPassword(email, password);
  return { pb, user: record };
}

/** A PocketBase SDK client signed in as the server's superuser. */
export async function superuserClient(server: PocketBaseServer): Promise<PocketBase> {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  await pb.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
  return pb;
}
