// @pocketkit/client/msw: an in-memory PocketBase for Storybook, demos and component tests.
// Needs `msw` (a peer dependency of this entry only).
export { createPocketBaseMock } from "./pocketbase-mock";
export type { MockUser, PocketBaseMock, PocketBaseMockOptions } from "./pocketbase-mock";
export type { MockMail } from "./auth-support";
export * from "./admin-mock";
