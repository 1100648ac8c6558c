import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import { ClientResponseError, type RecordModel } from "pocketbase";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

// The test provider the packages' own tests use, shared rather than written twice.
import { startOpenAiCompatibleServer, type FakeProvider } from "@pocketkit/testkit";
import { listenGallery, type ListeningGallery } from "../server/listen";
import { signUpUser, startGalleryPocketBase, superuserClient } from "./test-support";

// Every limit of DESIGN §7, sent to the real server: just over each limit is refused with an
// error under the field's own name; just at it is accepted, so the limit is where DESIGN says.
let server: PocketBaseServer;
let user: { pb: PocketBase; user: RecordModel };

beforeAll(async () => {
  server = await startGalleryPocketBase();
  user = await signUpUser(server);
});
afterAll(() => server?.stop());

// Sizes as DESIGN §8 names them: MB = 1,000,000 bytes.
const MB = 1_000_000;
const text = (length: number) => "x".repeat(length);
const png = (name = "photo.png") =>
  new File([createPng({ width: 16, height: 16 })], name, { type: "image/png" });
/** A real PNG padded to exactly `size` bytes (PocketBase sniffs the type from the first bytes). */
const pngOfSize = (size: number, name = "big.png") => {
  const bytes = new Uint8Array(size);
  bytes.set(createPng({ width: 16, height: 16 }));
  return new File([bytes], name, { type: "image/png" });
};

async function fieldError(
  promise: Promise<unknown>,
): Promise<Record<string, { code: string; message: string }>> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ClientResponseError)) throw new Error("the server accepted it");
  expect(outcome.status).toBe(400);
  return outcome.response.data as Record<string, { code: string; message: string }>;
}

function imageForm(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  form.set("owner", user.user.id);
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value) && value.every((item) => item instanceof File)) {
      for (const file of value) form.append(name, file);
    } else if (value instanceof File) {
      form.set(name, value);
    } else {
      form.set(name, typeof value === "string" ? value : JSON.stringify(value));
    }
  }
  if (!("file" in fields)) form.set("file", png());
  return form;
}

interface Case {
  name: string;
  send: () => Promise<unknown>;
  field: string;
  code: string;
}

describe("albums", () => {
  const create = (body: Record<string, unknown>) =>
    user.pb.collection("albums").create({ owner: user.user.id, ...body });
  test.each<Case>([
    { name: "name missing", send: () => create({}), field: "name", code: "validation_required" },
    {
      name: "name of 81 characters",
      send: () => create({ name: text(81) }),
      field: "name",
      code: "validation_max_text_constraint",
    },
    {
      name: "description of 501 characters",
      send: () => create({ name: "a", description: text(501) }),
      field: "description",
      code: "validation_max_text_constraint",
    },
  ])("refuses $name", async ({ send, field, code }) => {
    expect((await fieldError(send()))[field]?.code).toBe(code);
  });

  test("accepts a name of 80 and a description of 500 characters", async () => {
    const album = await create({ name: text(80), description: text(500) });
    expect(album.name).toHaveLength(80);
  });
});

describe("images", () => {
  const create = (fields: Record<string, unknown>) => user.pb.collection("images").create(imageForm(fields));
  test.each<Case>([
    {
      name: "no file",
      send: () => user.pb.collection("images").create({ owner: user.user.id }),
      field: "file",
      code: "validation_required",
    },
    {
      name: "an ImageKit file id without its path",
      send: () =>
        user.pb.collection("images").create({ owner: user.user.id, imagekit_id: "file_without_path" }),
      field: "file",
      code: "validation_required",
    },
    {
      name: "a file that is not an image",
      send: () => create({ file: new File(["just text"], "notes.txt", { type: "text/plain" }) }),
      field: "file",
      code: "validation_invalid_mime_type",
    },
    {
      name: "an image type outside JPEG, PNG, WebP, GIF, AVIF (SVG)",
      send: () =>
        create({
          file: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "logo.svg", {
            type: "image/svg+xml",
          }),
        }),
      field: "file",
      code: "validation_invalid_mime_type",
    },
    {
      name: "a file one byte over 20 MB",
      send: () => create({ file: pngOfSize(20 * MB + 1) }),
      field: "file",
      code: "validation_file_size_limit",
    },
    {
      name: "a title of 121 characters",
      send: () => create({ title: text(121) }),
      field: "title",
      code: "validation_max_text_constraint",
    },
    {
      name: "alt text of 251 characters",
      send: () => create({ alt: text(251) }),
      field: "alt",
      code: "validation_max_text_constraint",
    },
    {
      name: "a description of 2,001 characters",
      send: () => create({ description: text(2001) }),
      field: "description",
      code: "validation_max_text_constraint",
    },
    {
      name: "21 tags",
      send: () => create({ tags: Array.from({ length: 21 }, (_, index) => `tag${index}`) }),
      field: "tags",
      code: "validation_too_many_tags",
    },
    {
      name: "an empty tag",
      send: () => create({ tags: ["ok", ""] }),
      field: "tags",
      code: "validation_tag_length",
    },
    {
      name: "a tag of 33 characters",
      send: () => create({ tags: [text(33)] }),
      field: "tags",
      code: "validation_tag_length",
    },
    {
      name: "a tag of 33 emoji (characters as people count them, not UTF-16 units)",
      send: () => create({ tags: ["🌊".repeat(33)] }),
      field: "tags",
      code: "validation_tag_length",
    },
    {
      name: "a tag that is not text",
      send: () => create({ tags: [42] }),
      field: "tags",
      code: "validation_tag_length",
    },
    {
      name: "tags that are not a list",
      send: () => create({ tags: { beach: true } }),
      field: "tags",
      code: "validation_not_a_list",
    },
    {
      name: "a width that is not whole",
      send: () => create({ width: "1.5" }),
      field: "width",
      code: "validation_only_int_constraint",
    },
    {
      name: "a negative height",
      send: () => create({ height: "-3" }),
      field: "height",
      code: "validation_min_number_constraint",
    },
    {
      name: "metadata over 20,000 bytes",
      send: () => create({ metadata: { notes: text(20_001) } }),
      field: "metadata",
      code: "validation_json_size_limit",
    },
  ])("refuses $name", async ({ send, field, code }) => {
    expect((await fieldError(send()))[field]?.code).toBe(code);
  });

  test("accepts a file of exactly 20 MB, 20 tags of 32 characters and every text at its limit", async () => {
    const image = await create({
      file: pngOfSize(20 * MB),
      tags: Array.from({ length: 20 }, (_, index) => `${index}`.padEnd(32, "x")),
      title: text(120),
      alt: text(250),
      description: text(2000),
      width: "4000",
      height: "3000",
    });
    expect(image.tags).toHaveLength(20);
    expect(image.width).toBe(4000);
  });

  test("accepts a photo kept in ImageKit (its file's id and path) with no file in PocketBase", async () => {
    const photo = await user.pb.collection("images").create({
      owner: user.user.id,
      imagekit_id: `file_${user.user.id}`,
      imagekit_path: `/pocketkit/${user.user.id}/beach.jpg`,
    });
    expect(photo).toMatchObject({ file: "", imagekit_path: `/pocketkit/${user.user.id}/beach.jpg` });
    // Its picture cannot be taken away without another in its place.
    await expect(
      user.pb.collection("images").update(photo.id, { imagekit_id: "", imagekit_path: "" }),
    ).rejects.toMatchObject({ status: 400, response: { data: { file: { code: "validation_required" } } } });
  });

  test("counts a tag's characters as people do (code points, as Go's utf8 does): 17 and 32 emoji are within 32", async () => {
    // "🌊" is one character of two UTF-16 units: 17 of them are 34 units.
    const tags = ["🌊".repeat(17), "🏔".repeat(32), "Zürich café"];
    const image = await create({ tags });
    expect(image.tags).toEqual(tags);
  });

  test("stores one file when two are sent (a single-file field keeps the last)", async () => {
    const image = await create({ file: [png("first.png"), png("second.png")] });
    expect(typeof image.file).toBe("string");
    expect(image.file).toMatch(/^second_\w+\.png$/);
  });

  test("refuses no record at all when the upload is refused", async () => {
    await fieldError(create({ file: pngOfSize(20 * MB + 1, "pano.png") }));
    const found = await user.pb.collection("images").getList(1, 1, { filter: "file ~ 'pano'" });
    expect(found.totalItems).toBe(0);
  });
});

describe("metadata_fields", () => {
  const create = (body: Record<string, unknown>) =>
    user.pb.collection("metadata_fields").create({ owner: user.user.id, type: "text", ...body });
  test.each<Case>([
    { name: "name missing", send: () => create({}), field: "name", code: "validation_required" },
    {
      name: "a name of 41 characters",
      send: () => create({ name: text(41) }),
      field: "name",
      code: "validation_max_text_constraint",
    },
    {
      name: "an unknown type",
      send: () => create({ name: "Mood", type: "colour" }),
      field: "type",
      code: "validation_invalid_value",
    },
    {
      name: "type missing",
      send: () => create({ name: "Mood", type: "" }),
      field: "type",
      code: "validation_required",
    },
  ])("refuses $name", async ({ send, field, code }) => {
    expect((await fieldError(send()))[field]?.code).toBe(code);
  });

  test("accepts 30 fields per user and refuses the 31st", async () => {
    const { pb, user: owner } = await signUpUser(server);
    for (let index = 0; index < 30; index++) {
      await pb
        .collection("metadata_fields")
        .create({ owner: owner.id, name: `Field ${index}`.padEnd(40, "."), type: "text" });
    }
    const errors = await fieldError(
      pb.collection("metadata_fields").create({ owner: owner.id, name: "One too many", type: "text" }),
    );
    expect(errors.name?.code).toBe("validation_too_many_fields");
    expect((await pb.collection("metadata_fields").getList(1, 1)).totalItems).toBe(30);
  });
});

describe("users", () => {
  const update = (fields: Record<string, string | File>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return user.pb.collection("users").update(user.user.id, form);
  };
  test.each<Case>([
    {
      name: "a name of 81 characters",
      send: () => update({ name: text(81) }),
      field: "name",
      code: "validation_max_text_constraint",
    },
    {
      name: "an avatar one byte over 5 MB",
      send: () => update({ avatar: pngOfSize(5 * MB + 1) }),
      field: "avatar",
      code: "validation_file_size_limit",
    },
    {
      name: "an SVG avatar",
      send: () =>
        update({
          avatar: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "me.svg", {
            type: "image/svg+xml",
          }),
        }),
      field: "avatar",
      code: "validation_invalid_mime_type",
    },
    {
      name: "a sign-up with an invalid email",
      send: () =>
        user.pb
          .collection("users")
          .create({ email: "not-an-email", password: "correct horse", passwordConfirm: "correct horse" }),
      field: "email",
      code: "validation_is_email",
    },
  ])("refuses $name", async ({ send, field, code }) => {
    expect((await fieldError(send()))[field]?.code).toBe(code);
  });

  test("accepts a name of 80 characters and an avatar of exactly 5 MB", async () => {
    const updated = await update({ name: text(80), avatar: pngOfSize(5 * MB) });
    expect(updated.name).toHaveLength(80);
    expect(updated.avatar).not.toBe("");
  });
});

describe("AI, through the Gallery's server", () => {
  let provider: FakeProvider;
  let gallery: ListeningGallery;
  beforeAll(async () => {
    provider = await startOpenAiCompatibleServer();
    provider.script = { chunks: ["Boats ", "at dawn."], delayMs: 5 };
    gallery = await listenGallery({
      port: 0,
      pocketbaseUrl: server.url,
      superuser: server.superuser,
      provider: { baseUrl: provider.url, model: "test-model" },
      log: () => {},
    });
  });
  afterAll(async () => {
    await gallery?.close();
    await provider?.close();
  });

  const complete = (pb: PocketBase, body: Record<string, unknown>) =>
    fetch(`${gallery.url}/api/completion`, {
      method: "POST",
      headers: { authorization: pb.authStore.token, accept: "text/plain, application/json" },
      body: JSON.stringify(body),
    });

  test("20 completions per user per 10 minutes, also when 25 are asked for at once", async () => {
    const { pb } = await signUpUser(server);
    const requestsBefore = provider.requests.length;
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => complete(pb, { prompt: "Describe it.", kind: "alt" })),
    );
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(20);
    const refused = responses.flatMap((response, index) => (response.status === 429 ? [bodies[index]] : []));
    expect(refused).toHaveLength(5);
    for (const body of refused)
      expect(JSON.parse(body!)).toMatchObject({ message: "AI limit reached — try again in 10 min." });
    expect(provider.requests.length - requestsBefore).toBe(20);
    // One row per completion, numbered, readable by its user.
    const rows = await pb.collection("ai_usage").getFullList({ sort: "sequence" });
    expect(rows.map((row) => [row.sequence, row.kind])).toEqual(
      Array.from({ length: 20 }, (_, index) => [index + 1, "alt"]),
    );
  });

  test("extra instructions of 2,000 characters are accepted, 2,001 refused; the kind is alt, description or tags", async () => {
    const { pb } = await signUpUser(server);
    expect((await complete(pb, { prompt: "Describe it.", instructions: text(2000) })).status).toBe(200);
    const long = await complete(pb, { prompt: "Describe it.", instructions: text(2001) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      data: { instructions: { code: "validation_max_text_constraint" } },
    });
    const poem = await complete(pb, { prompt: "Describe it.", kind: "poem" });
    expect(poem.status).toBe(400);
    expect(await poem.json()).toMatchObject({
      data: {
        kind: { code: "validation_invalid_value", message: "Must be one of: description, alt, tags." },
      },
    });
    expect(await pb.collection("ai_usage").getFullList()).toMatchObject([
      { kind: "description", sequence: 1 },
    ]);
  });

  test("a user's completion numbers are unique: of 10 rows with the same number at once, one is kept", async () => {
    const { user: owner } = await signUpUser(server);
    const superuser = await superuserClient(server);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        superuser
          .collection("ai_usage")
          .create({ user: owner.id, sequence: 1, kind: "alt", status: "pending" }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refusal = results.find((result) => result.status === "rejected")!.reason as ClientResponseError;
    expect(refusal.response.data).toMatchObject({ sequence: { code: "validation_not_unique" } });
  });
});
