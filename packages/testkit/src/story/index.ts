// @pocketkit/testkit/story: the stories' mocked PocketBase, provider and admin API.
export { adminUrl, createStoryAdmin, STORY_ADMIN, waitLonger } from "./story-admin";
export { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "./story-pocketkit";
export type { StoryPocketkitProps } from "./story-pocketkit";
