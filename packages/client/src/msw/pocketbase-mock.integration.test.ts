import { setupServer } from "msw/node";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import type { CollectionSchema } from "..";
import { signUpUser, startGalleryPocketBase } from "../test-support/gallery-pocketbase";
import { createPng, type PocketBaseServer } from "../testing";
import { createPocketBaseMock } from "./index";

// The mock is only worth having if it behaves like PocketBase where stories rely on it. One
// scenario runs against the real server and against the mock; what the SDK sees must match.
const MOCK_URL = "http://mock.pocketbase.test";
let real: PocketBaseServer;
let schema: Record<string, CollectionSchema>;
const msw = setupServer();

beforeAll(async () => {
  real = await startGalleryPocketBase();
  const superuser = new PocketBase(real.url);
  await superuser.collection("_superusers").authWithPassword(real.superuser.email, real.superuser.password);
  schema = Object.fromEntries(
    (await superuser.collections.getFullList()).map((collection) => [
      collection.name,
      collection as unknown as CollectionSchema,
    ]),
  );
  msw.listen({ onUnhandledFrame: "bypass" });
});
afterAll(async () => {
  msw.close();
  await real?.stop();
});

async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return { ok: await run() };
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error;
    const data = error.response.data as Record<string, { code: string }>;
    return {
      status: error.status,
      message: error.response.message,
      fields: Object.fromEntries(Object.entries(data).map(([name, problem]) => [name, problem.code])),
    };
  }
}

async function scenario(pb: PocketBase, email: string, password: string): Promise<unknown[]> {
  const steps: unknown[] = [];
  steps.push(await outcome(() => pb.collection("users").authWithPassword(email, "wrong password")));
  const { record: user } = await pb.collection("users").authWithPassword(email, password);
  steps.push(user.email === email);
  const albums = pb.collection("albums");
  for (const name of ["Bravo", "Alpha", "Charlie"]) await albums.create({ owner: user.id, name });
  const names = (list: { items: Record<string, unknown>[] }) => list.items.map((item) => item.name as string);
  const first = await albums.getList(1, 2, { sort: "name" });
  steps.push([names(first), first.totalItems, first.totalPages]);
  steps.push(names(await albums.getList(2, 2, { sort: "name" })));
  steps.push(names(await albums.getList(1, 30, { sort: "-name" })));
  steps.push(names(await albums.getList(1, 30, { filter: pb.filter("name = {:name}", { name: "Bravo" }) })));
  steps.push(names(await albums.getList(1, 30, { filter: "name ~ 'RAV'" })));
  steps.push((await albums.getList(1, 30, { skipTotal: true })).totalItems);
  steps.push(await outcome(() => albums.getOne("doesnotexist123")));
  steps.push(await outcome(() => albums.create({ owner: user.id, name: "" })));
  steps.push(await outcome(() => albums.create({ owner: user.id, name: "x".repeat(81) })));
  const bravo = (await albums.getList(1, 1, { filter: "name = 'Bravo'" })).items[0]!;
  steps.push((await albums.update(bravo.id, { name: "Bravo 2" })).name);
  await albums.delete(bravo.id);
  steps.push((await albums.getList(1, 30)).totalItems);

  const form = new FormData();
  form.set("owner", user.id);
  form.set("title", "Upload");
  const png = createPng({ width: 10, height: 8 });
  form.set("file", new File([png], "Photo One.png", { type: "image/png" }));
  const image = await pb.collection("images").create(form);
  steps.push([image.title, /^photo_one_\w{10}\.png$/.test(image.file)]);
  const fileResponse = await fetch(pb.files.getURL(image, image.file, { token: await pb.files.getToken() }));
  steps.push([fileResponse.status, (await fileResponse.arrayBuffer()).byteLength === png.length]);
  return steps;
}

test("the mock answers the SDK as the real PocketBase does", async () => {
  const realClient = await signUpUser(real.url);
  const email = realClient.authStore.record!.email as string;
  realClient.authStore.clear();
  const fromReal = await scenario(realClient, email, "correct horse");

  const mock = createPocketBaseMock({
    baseUrl: MOCK_URL,
    collections: { albums: { schema: schema.albums }, images: { schema: schema.images } },
    users: [{ email: "ada@pocketkit.test", password: "correct horse" }],
  });
  msw.use(...mock.handlers);
  const mockClient = new PocketBase(MOCK_URL);
  mockClient.autoCancellation(false);
  const fromMock = await scenario(mockClient, "ada@pocketkit.test", "correct horse");

  expect(fromMock.slice(1)).toEqual(fromReal.slice(1));
  // The sign-in refusal: same status and message (the email differs by design).
  expect(fromMock[0]).toEqual(fromReal[0]);
  expect(fromReal[0]).toMatchObject({ status: 400, message: "Failed to authenticate." });
});

test("reset() brings the starting records back", async () => {
  const mock = createPocketBaseMock({
    baseUrl: MOCK_URL,
    collections: { notes: { records: [{ title: "Seed" }] } },
  });
  msw.use(...mock.handlers);
  const pb = new PocketBase(MOCK_URL);
  await pb.collection("notes").create({ title: "Added" });
  expect(mock.records("notes").map((note) => note.title)).toEqual(["Seed", "Added"]);
  mock.reset();
  expect(mock.records("notes").map((note) => note.title)).toEqual(["Seed"]);
});
