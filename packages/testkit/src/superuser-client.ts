// Test-only, and safe in a browser: the throwaway PocketBase's superuser, signed in.
import PocketBase from "pocketbase";

/**
 * An SDK client of the PocketBase at `url`, signed in as its superuser (a test harness's
 * `server.superuser`), for making and checking records behind a test's back. The SDK's
 * auto-cancellation is off: tests send identical requests in parallel on purpose.
 */
export async function signInSuperuser(
  url: string,
  superuser: { email: string; password: string },
): Promise<PocketBase> {
  const client = new PocketBase(url);
  client.autoCancellation(false);
  await client.collection("_superusers").authWithPassword(superuser.email, superuser.password);
  return client;
}
