import { test as base, expect, type Page } from "@playwright/test";

import { startGalleryStack, type GalleryStack, type GalleryStackOptions } from "./stack";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

interface WorkerFixtures {
  /** Where the stack's PocketBase keeps files: a file sets `test.use({ storage: "s3" })` for S3. */
  storage: NonNullable<GalleryStackOptions["storage"]>;
  /** Where the Gallery keeps photos: a file sets `test.use({ media: "imagekit" })` for ImageKit's stand-in. */
  media: NonNullable<GalleryStackOptions["media"]>;
  stack: GalleryStack;
}

interface TestFixtures {
  /** A fresh, verified user made through the API (for tests whose subject is not sign-up). */
  user: TestUser;
  /** `page` already signed in as `user`. */
  signedIn: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  storage: ["local", { scope: "worker", option: true }],
  media: ["pocketbase", { scope: "worker", option: true }],
  stack: [
    async ({ storage, media }, use) => {
      const stack = await startGalleryStack({ storage, media });
      await use(stack);
      await stack.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.url),
  user: async ({ stack }, use) => use(await createUser(stack)),
  signedIn: async ({ page, user }, use) => {
    await signIn(page, user);
    await use(page);
  },
});

export { expect };

let counter = 0;

/** A verified user, made by the superuser (as if they had signed up and confirmed long ago). */
export async function createUser(stack: GalleryStack, name = "Ada Lovelace"): Promise<TestUser> {
  counter += 1;
  const email = `user-${Date.now().toString(36)}-${counter}@pocketkit.test`;
  const password = "correct horse battery";
  const record = await stack.admin
    .collection("users")
    .create({ email, password, passwordConfirm: password, name, verified: true });
  return { id: record.id, email, password, name };
}

/** Signs in through the sign-in page, as a person would, and waits for the library. */
export async function signIn(page: Page, user: Pick<TestUser, "email" | "password">): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();
}
