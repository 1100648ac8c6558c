// @pocketkit/testkit/react: render hooks and components with a fresh Pocketkit client of their own.
export { createTestClient, render, renderWithPocketkit, signUpAs } from "./render";
export type { TestClient } from "./render";
