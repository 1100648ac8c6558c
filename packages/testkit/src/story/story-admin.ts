import { createAdminMock, type AdminMock, type AdminMockOptions } from "@pocketkit/client/msw";
import { waitFor } from "storybook/test";

import { STORY_POCKETBASE_URL } from "./story-pocketkit";

// Stories of the connected admin components meet an in-memory PocketBase admin API here
// (createAdminMock), at the stories' URL; they render inside
// `<StoryPocketkit session={admin.session(STORY_ADMIN.email)}>`.

export const STORY_ADMIN = { email: "ada@pocketkit.test", password: "correct horse battery" };

/** The admin mock at the stories' URL, with Ada as its superuser. `reset()` and `msw.use(...handlers)` in `beforeEach`. */
export function createStoryAdmin(options: Omit<AdminMockOptions, "baseUrl"> = {}): AdminMock {
  return createAdminMock({ superusers: [STORY_ADMIN], ...options, baseUrl: STORY_POCKETBASE_URL });
}

/** An admin API URL of the stories, for a story's own msw handler: `adminUrl("/crons/:id")`. */
export const adminUrl = (path: string) => `${STORY_POCKETBASE_URL}/api${path}`;

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
