import type { PocketBaseServer, StartPocketBaseOptions } from "@pocketkit/client/testing";
import { startGalleryPocketBase as startWithRateLimits } from "@pocketkit/testkit";
import PocketBase, { type RecordModel } from "pocketbase";

/** A throwaway PocketBase with the Gallery's schema and hooks, its rate limits on as it ships. */
export function startGalleryPocketBase(options: StartPocketBaseOptions = {}): Promise<PocketBaseServer> {
  return startWithRateLimits({ ...options, rateLimits: true });
}

/**
 * A new user, signed in on a client of their own; each call makes a different user. The account
 * is verified (made so by the superuser, as if its owner had followed the emailed link): only
 * verified users may write. Tests of sign-up and verification make their accounts by hand.
 */
export async function signUpUser(
  server: PocketBaseServer,
  name = "Test user",
): Promise<{ pb: PocketBase; user: RecordModel }> {
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  const password = "correct horse battery";
  const superuser = await superuserClient(server);
  await superuser
    .collection("users")
    .create({ email, password, passwordConfirm: password, name, verified: true });
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
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
