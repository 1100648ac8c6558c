import PocketBase, { BaseAuthStore } from "pocketbase";

export interface SuperuserClientOptions {
  /** PocketBase as this server reaches it. */
  pocketbaseUrl: string;
  superuser: { email: string; password: string };
}

/**
 * A superuser's PocketBase client for server code (what users may not do themselves: write usage
 * rows, read a photo to describe it), signed in on first use and shared by every caller after
 * that. A failed sign-in is tried again on the next call; the session refreshes itself when it
 * has less than 30 minutes left.
 *
 * @example
 * const superuser = createSuperuserClient({ pocketbaseUrl, superuser: { email, password } });
 * const pb = await superuser();
 * await pb.collection("ai_usage").create({ … });
 */
export function createSuperuserClient(options: SuperuserClientOptions): () => Promise<PocketBase> {
  let client: Promise<PocketBase> | undefined;
  return () => {
    client ??= (async () => {
      // A store in memory only: where a `localStorage` exists (an edge runtime, a test's DOM),
      // the SDK's default store would share the superuser's token with any other client there.
      const pb = new PocketBase(options.pocketbaseUrl, new BaseAuthStore());
      pb.autoCancellation(false);
      await pb
        .collection("_superusers")
        .authWithPassword(options.superuser.email, options.superuser.password, {
          autoRefreshThreshold: 30 * 60,
        });
      return pb;
    })().catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };
}
