import { createPocketkit, type PocketkitSchema } from "@pocketkit/client";
import { createPocketBaseMock, type PocketBaseMock, type PocketBaseMockOptions } from "@pocketkit/client/msw";
import { PocketkitProvider } from "@pocketkit/hooks";
import { QueryClient } from "@tanstack/react-query";
import { BaseAuthStore, type RecordModel } from "pocketbase";
import { useState, type ReactNode } from "react";

// Stories of connected components meet PocketBase here: an in-memory one served by msw (see
// ui's examples/mocked-pocketbase.stories.tsx, and story-admin.ts for the admin API), a fresh
// client and cache per story so that nothing leaks from one story into the next.

/** Where the mocked PocketBase answers. */
export const STORY_POCKETBASE_URL = "http://pocketbase.storybook.test";

/** `createPocketBaseMock` at the stories' URL. Call `reset()` and `msw.use(...handlers)` in `beforeEach`. */
export function createStoryPocketBase(options: Omit<PocketBaseMockOptions, "baseUrl"> = {}): PocketBaseMock {
  return createPocketBaseMock({ ...options, baseUrl: STORY_POCKETBASE_URL });
}

export interface StoryPocketkitProps {
  schema?: PocketkitSchema;
  /** Signs this user in before the first render (a record of the mock's `users`). */
  signedInAs?: RecordModel;
  /**
   * Signs in with a session the mock issued, instead of `signedInAs`: the admin mock checks its
   * tokens' signatures, so a made-up token would fail its refresh. Read once, at mount.
   * @example <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
   */
  session?: { token: string; record: RecordModel };
  children?: ReactNode;
}

/** A Pocketkit provider against the mocked PocketBase, made once per mounted story. */
export function StoryPocketkit({ schema, signedInAs, session, children }: StoryPocketkitProps) {
  const [client] = useState(() => {
    const authStore = new BaseAuthStore();
    if (session) authStore.save(session.token, session.record);
    else if (signedInAs) authStore.save(fakeToken(signedInAs), signedInAs);
    return createPocketkit({ url: STORY_POCKETBASE_URL, schema, authStore });
  });
  // No retries: an error story shows its error at once instead of after three attempts.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <PocketkitProvider client={client} queryClient={queryClient}>
      {children}
    </PocketkitProvider>
  );
}

// The mock reads only the payload's id; the SDK reads `exp` to call the session valid.
function fakeToken(record: RecordModel): string {
  const encode = (object: object) =>
    btoa(JSON.stringify(object)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const payload = {
    id: record.id,
    collectionId: record.collectionId,
    type: "auth",
    refreshable: true,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.story-signature`;
}
