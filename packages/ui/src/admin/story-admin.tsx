import { createPocketkit } from "@pocketkit/client";
import { createAdminMock, type AdminMock, type AdminMockOptions } from "@pocketkit/client/msw";
import { PocketkitProvider } from "@pocketkit/hooks";
import { QueryClient } from "@tanstack/react-query";
import { BaseAuthStore } from "pocketbase";
import { useState, type ReactNode } from "react";
import { waitFor } from "storybook/test";

import { STORY_POCKETBASE_URL } from "../story-support/story-pocketkit";

// Stories of the connected admin components meet an in-memory PocketBase admin API here
// (createAdminMock), signed in as a superuser of it. Not part of the package's API.

export const STORY_ADMIN = { email: "ada@pocketkit.test", password: "correct horse battery" };

/** The admin mock at the stories' URL, with Ada as its superuser. `reset()` and `msw.use(...handlers)` in `beforeEach`. */
export function createStoryAdmin(options: Omit<AdminMockOptions, "baseUrl"> = {}): AdminMock {
  return createAdminMock({ superusers: [STORY_ADMIN], ...options, baseUrl: STORY_POCKETBASE_URL });
}

/** An admin API URL of the stories, for a story's own msw handler: `adminUrl("/crons/:id")`. */
export const adminUrl = (path: string) => `${STORY_POCKETBASE_URL}/api${path}`;

export interface AdminStoryPocketkitProps {
  admin: AdminMock;
  /** Signs this superuser in before the first render; `null` for nobody. @default Ada */
  signedInAs?: string | null;
  children?: ReactNode;
}

/** A Pocketkit provider against the admin mock, made once per mounted story. */
export function AdminStoryPocketkit({
  admin,
  signedInAs = STORY_ADMIN.email,
  children,
}: AdminStoryPocketkitProps) {
  const [client] = useState(() => {
    const authStore = new BaseAuthStore();
    if (signedInAs) {
      const { token, record } = admin.session(signedInAs);
      authStore.save(token, record);
    }
    return createPocketkit({ url: STORY_POCKETBASE_URL, authStore });
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

/**
 * `waitFor` with room for a slow machine: a mocked request, a restart or an exit animation can
 * take seconds when the tests share two cores with everything else.
 */
export function waitLonger<Result>(
  callback: () => Result | Promise<Result>,
  options: { timeout?: number } = {},
) {
  return waitFor(callback, { timeout: 5000, ...options });
}
