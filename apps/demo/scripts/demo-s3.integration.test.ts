import { fileURLToPath } from "node:url";

import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { startDemo, type RunningDemo } from "./start-demo";

// `pnpm demo --s3`'s startup: the Gallery with its photos and backups on a local S3 server. The
// seeded photos are in the bucket, and a thumb asked for through the Gallery's origin is made
// there.
const pocketbaseDir = fileURLToPath(new URL("../pocketbase/", import.meta.url));
const user = { email: "demo@pocketkit.test", password: "pocketkit-demo", name: "Demo" };
let demo: RunningDemo;

beforeAll(async () => {
  demo = await startDemo({
    port: 0,
    appPort: 0,
    mail: { smtpPort: 0, webPort: 0 },
    migrationsDir: `${pocketbaseDir}pb_migrations`,
    hooksDir: `${pocketbaseDir}pb_hooks`,
    superuser: { email: "admin@pocketkit.test", password: "a demo superuser password" },
    user,
    provider: undefined,
    s3: {},
  });
}, 180_000);
afterAll(() => demo?.stop());

test("the seeded photos are in the bucket, and a thumb asked for through the Gallery is made there", async () => {
  const s3 = demo.s3!;
  const pb = new PocketBase(demo.galleryUrl);
  await pb.collection("users").authWithPassword(user.email, user.password);
  const photos = await pb.collection("images").getFullList();
  expect(photos.length).toBeGreaterThan(0);
  const keys = await s3.objectKeys();
  for (const photo of photos) {
    expect(keys).toContain(`${photo.collectionId}/${photo.id}/${photo.file}`);
  }

  const [first] = photos;
  const thumb = await fetch(
    pb.files.getURL(first!, String(first!.file), { thumb: "400x0", token: await pb.files.getToken() }),
  );
  expect(thumb.status).toBe(200);
  expect(await s3.objectKeys(`${first!.collectionId}/${first!.id}/thumbs_`)).toEqual([
    `${first!.collectionId}/${first!.id}/thumbs_${first!.file}/400x0_${first!.file}`,
  ]);
});
