import type {} from "@pocketkit/testkit/browser-context";
import { signUpUser } from "@pocketkit/testkit/browser";
import PocketBase from "pocketbase";
import { beforeAll, expect, inject, test, vi } from "vitest";

import {
  createPocketkit,
  createUploadQueueStore,
  isPocketkitError,
  type Pocketkit,
  type PocketkitError,
  type UploadProgress,
} from "..";
import {
  createImageKitMedia,
  type ImageKitAppServer,
  type ImageKitMediaOptions,
  type ImageKitUploadAuth,
} from ".";

// Real Chromium running ImageKit's browser SDK (its upload() over XHR) against the loopback
// stand-in, which recomputes every signature from its private key; the signatures come from app
// routes in Node made with the adapter's server part and ImageKit's Node SDK. Records are kept in
// a real PocketBase.
const MB = 1024 * 1024;
const COLLECTION = "imagekit_photos";
const imagekit = () => inject("imagekit");

/**
 * The app's server for the adapter: its routes, called as a browser calls them, with the signed-in
 * user's token read at send time (the routes check it, and that the user's record holds a file).
 */
function appServerFor(pocketkit: Pocketkit): ImageKitAppServer {
  const post = async (path: string, body: unknown, signal?: AbortSignal): Promise<unknown> => {
    const response = await fetch(`${imagekit().appRoutesUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: pocketkit.pb.authStore.token },
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.status === 204 ? undefined : response.json();
  };
  return {
    signUpload: ({ signal }) => post("/sign", {}, signal) as Promise<ImageKitUploadAuth>,
    deleteFile: async (file, { signal }) => void (await post("/delete", file, signal)),
    purgeFile: async (file, { signal }) => void (await post("/purge", file, signal)),
  };
}

interface StandInFileSeen {
  fileId: string;
  filePath: string;
  size: number;
  versions: number;
}

async function standInFiles(): Promise<StandInFileSeen[]> {
  return (await (await fetch(`${imagekit().standInUrl}/_stand-in/files`)).json()) as StandInFileSeen[];
}

/** A signed-in user's adapter; `options` override the defaults, `server` route by route. */
async function adapterFor({
  server,
  ...options
}: Partial<Omit<ImageKitMediaOptions, "server">> & { server?: Partial<ImageKitAppServer> } = {}) {
  const user = await signUpUser(inject("pocketbaseUrl"), inject("superuser"));
  const pocketkit = createPocketkit({ url: inject("pocketbaseUrl") });
  pocketkit.pb.authStore.save(user.authStore.token, user.authStore.record);
  const userId = user.authStore.record!.id;
  const media = createImageKitMedia(pocketkit, {
    urlEndpoint: imagekit().urlEndpoint,
    publicKey: imagekit().publicKey,
    server: { ...appServerFor(pocketkit), ...server },
    collection: COLLECTION,
    folder: `/pocketkit/${userId}/`,
    uploadUrl: imagekit().uploadUrl,
    ...options,
  });
  return { media, pocketkit, userId };
}

/** HMAC-SHA1 of `token + expire`, computed here with the stand-in's key, to forge or age a signature. */
async function signedWith(privateKey: string, token: string, expire: number): Promise<ImageKitUploadAuth> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(privateKey),
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  const digest = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(token + expire));
  const signature = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return { token, expire, signature };
}

function photoFile(name: string, size = 1024): File {
  const bytes = new Uint8Array(size);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
  return new File([bytes], name, { type: "image/png" });
}

async function failure(run: Promise<unknown>): Promise<PocketkitError> {
  const outcome = await run.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isPocketkitError(outcome)) throw new Error(`expected a PocketkitError, got ${String(outcome)}`);
  return outcome;
}

beforeAll(async () => {
  const superuser = new PocketBase(inject("pocketbaseUrl"));
  const { email, password } = inject("superuser");
  await superuser.collection("_superusers").authWithPassword(email, password);
  const own = "owner = @request.auth.id";
  const users = await superuser.collections.getOne("users");
  await superuser.collections.getOne(COLLECTION).catch(() =>
    superuser.collections.create({
      name: COLLECTION,
      type: "base",
      listRule: own,
      viewRule: own,
      createRule: own,
      updateRule: own,
      deleteRule: own,
      fields: [
        { type: "relation", name: "owner", collectionId: users.id, maxSelect: 1, required: true },
        { type: "text", name: "title" },
        { type: "text", name: "imagekit_id", required: true },
        { type: "text", name: "imagekit_path", required: true },
      ],
      // As the Gallery's images: a file id held by one record only, or a user could name
      // someone else's file in a record of their own and have the app routes delete it.
      indexes: [`CREATE UNIQUE INDEX idx_${COLLECTION}_imagekit_id ON ${COLLECTION} (imagekit_id)`],
    }),
  );
});

test("an upload goes to ImageKit with progress, and the record keeps the file's id and path", async () => {
  const { media, userId } = await adapterFor({ uploadUrl: imagekit().slowUploadUrl });
  const steps: UploadProgress[] = [];
  // 16 MB: a few MB fit in loopback's socket buffers at once, and would report one step.
  const record = await media.upload({
    file: photoFile("beach day.png", 16 * MB),
    data: { owner: userId, title: "Beach" },
    onProgress: (progress) => steps.push(progress),
  });

  expect(record).toMatchObject({ title: "Beach", owner: userId });
  expect(record.imagekit_path).toMatch(new RegExp(`^/pocketkit/${userId}/beach_day_\\w+\\.png$`));
  const stored = (await standInFiles()).find((file) => file.fileId === record.imagekit_id);
  expect(stored).toMatchObject({ filePath: record.imagekit_path, size: 16 * MB });

  expect(steps.length).toBeGreaterThan(2);
  expect(steps.some((step) => step.fraction > 0 && step.fraction < 1)).toBe(true);
  for (let index = 1; index < steps.length; index++) {
    expect(steps[index]!.loaded).toBeGreaterThanOrEqual(steps[index - 1]!.loaded);
  }
  expect(steps.at(-1)!.fraction).toBe(1);
});

test("a cancelled upload leaves no record and no file", async () => {
  const { media, pocketkit, userId } = await adapterFor({ uploadUrl: imagekit().slowUploadUrl });
  const before = (await standInFiles()).length;
  const controller = new AbortController();
  const error = await failure(
    media.upload({
      file: photoFile("big.png", 8 * MB),
      data: { owner: userId },
      signal: controller.signal,
      onProgress: ({ fraction }) => {
        if (fraction > 0.2) controller.abort();
      },
    }),
  );
  expect(error.kind).toBe("aborted");
  expect((await pocketkit.pb.collection(COLLECTION).getList(1, 1)).totalItems).toBe(0);
  expect((await standInFiles()).length).toBe(before);
});

test("a forged signature, an expired one, a used token and another account's public key are refused", async () => {
  const privateKey = imagekit().standInPrivateKey;
  /** What an upload signed with `auth` ends in; no record is left. */
  async function refused(auth: ImageKitUploadAuth, options: Partial<ImageKitMediaOptions> = {}) {
    const { media, pocketkit, userId } = await adapterFor({
      ...options,
      server: { signUpload: async () => auth },
    });
    const error = await failure(media.upload({ file: photoFile("x.png"), data: { owner: userId } }));
    expect((await pocketkit.pb.collection(COLLECTION).getList(1, 1)).totalItems).toBe(0);
    return error;
  }
  const inAMinute = Math.floor(Date.now() / 1000) + 60;

  const forged = await refused(await signedWith("a guessed key", crypto.randomUUID(), inAMinute));
  expect(forged).toMatchObject({
    kind: "validation",
    status: 400,
    message: "Your request contains invalid signature parameter.",
  });

  const expired = await refused(
    await signedWith(privateKey, crypto.randomUUID(), Math.floor(Date.now() / 1000) - 60),
  );
  expect(expired).toMatchObject({ kind: "validation", status: 400 });
  expect(expired.message).toContain("invalid expire parameter");

  const once = await signedWith(privateKey, crypto.randomUUID(), inAMinute);
  const { media, userId } = await adapterFor({ server: { signUpload: async () => once } });
  await media.upload({ file: photoFile("first.png"), data: { owner: userId } });
  const reused = await refused(once);
  expect(reused).toMatchObject({ kind: "validation", status: 400 });
  expect(reused.message).toContain("token that has been used before");

  const stranger = await refused(await signedWith(privateKey, crypto.randomUUID(), inAMinute), {
    publicKey: "public_someone_else",
  });
  expect(stranger).toMatchObject({ kind: "forbidden", status: 403 });
});

test("a replace writes over the same path, keeps the file's id and purges the CDN's copies", async () => {
  const { media, userId } = await adapterFor();
  const first = await media.upload({
    file: photoFile("tree.png", 2048),
    data: { owner: userId, title: "Tree" },
  });
  const replaced = await media.upload({ recordId: first.id, file: photoFile("other name.png", 4096) });

  expect(replaced).toMatchObject({
    id: first.id,
    title: "Tree",
    imagekit_id: first.imagekit_id,
    imagekit_path: first.imagekit_path,
  });
  expect((await standInFiles()).find((file) => file.fileId === first.imagekit_id)).toMatchObject({
    size: 4096,
    versions: 2,
  });
  const purges = (await (await fetch(`${imagekit().standInUrl}/_stand-in/purges`)).json()) as {
    url: string;
  }[];
  expect(purges.map((purge) => purge.url)).toContain(`${imagekit().urlEndpoint}${first.imagekit_path}`);
});

test("delete deletes the file at ImageKit and then the record", async () => {
  const { media, pocketkit, userId } = await adapterFor();
  const record = await media.upload({ file: photoFile("gone.png"), data: { owner: userId } });
  await media.delete(record);
  expect((await standInFiles()).some((file) => file.fileId === record.imagekit_id)).toBe(false);
  await expect(pocketkit.pb.collection(COLLECTION).getOne(record.id)).rejects.toMatchObject({ status: 404 });
});

test("an upload queue given the adapter sends each file to ImageKit, under the record id it chose", async () => {
  const { media, pocketkit, userId } = await adapterFor({ uploadUrl: imagekit().slowUploadUrl });
  const store = createUploadQueueStore({
    pocketkit,
    collection: COLLECTION,
    media,
    data: () => ({ owner: userId }),
  });
  const fractions: number[] = [];
  store.subscribe(() => fractions.push(store.getSnapshot().items[0]?.progress ?? 0));
  const [added] = await store.add([photoFile("queued.png", 16 * MB)]);

  await vi.waitFor(() => expect(store.getSnapshot().items[0]?.status).toBe("done"), { timeout: 30_000 });
  const { record } = store.getSnapshot().items[0]!;
  expect(record).toMatchObject({ id: added!.recordId, owner: userId });
  expect(record!.imagekit_path).toMatch(new RegExp(`^/pocketkit/${userId}/queued_\\w+\\.png$`));
  expect((await standInFiles()).find((file) => file.fileId === record!.imagekit_id)).toMatchObject({
    size: 16 * MB,
  });
  // Progress came from ImageKit's upload, in steps.
  expect(fractions.some((fraction) => fraction > 0 && fraction < 1)).toBe(true);
  await expect(pocketkit.pb.collection(COLLECTION).getOne(added!.recordId)).resolves.toMatchObject({
    imagekit_id: record!.imagekit_id,
  });
});
