import { newRecordId } from "@pocketkit/client";
import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import PocketBase, { ClientResponseError, type RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { signUpUser, startGalleryPocketBase, superuserClient } from "./test-support";

// What someone who skips the web app and calls the API gets: too many sign-in attempts wait,
// parallel creates cannot pass the 30-fields limit, and a create with someone else's record id
// tells nothing about that record.

/** The status and body of PocketBase's answer to a request that was refused. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ClientResponseError)) throw new Error("the server accepted it");
  return { status: outcome.status, body: outcome.response };
}

describe("sign-in attempts", () => {
  // A server of its own: the test uses up this machine's sign-ins for a minute.
  let server: PocketBaseServer;
  let user: RecordModel;
  const password = "correct horse battery";
  beforeAll(async () => {
    server = await startGalleryPocketBase();
    // Made by the superuser, who is never limited: no sign-in of this user is counted yet.
    user = await (
      await superuserClient(server)
    )
      .collection("users")
      .create({ email: "ada@pocketkit.test", password, passwordConfirm: password, verified: true });
  });
  afterAll(() => server?.stop());

  const signIn = (attempt: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/collections/users/auth-with-password`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ identity: user.email, password: attempt }),
    });

  test("100 wrong passwords in a row: after 30 in a minute the rest wait (429), and so does the right one", async () => {
    const statuses: number[] = [];
    // One after another, as a script guessing passwords would send them.
    for (let attempt = 0; attempt < 100; attempt++) statuses.push((await signIn(`guess ${attempt}`)).status);
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 400));
    expect(statuses.slice(30)).toEqual(Array.from({ length: 70 }, () => 429));

    const right = await signIn(password);
    expect(right.status).toBe(429);

    // Counted per client address: another client (as the Gallery's server names it in
    // X-Forwarded-For) signs in at once.
    const elsewhere = await signIn(password, { "x-forwarded-for": "203.0.113.7" });
    expect(elsewhere.status).toBe(200);
  });
});

describe("one server", () => {
  let server: PocketBaseServer;
  let ada: { pb: PocketBase; user: RecordModel };
  let bob: { pb: PocketBase; user: RecordModel };
  beforeAll(async () => {
    server = await startGalleryPocketBase();
    ada = await signUpUser(server, "Ada");
    bob = await signUpUser(server, "Bob");
  });
  afterAll(() => server?.stop());

  test("100 custom fields created at once: exactly 30 are made, the others refused as one too many", async () => {
    const { pb, user: owner } = await signUpUser(server);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) =>
        pb.collection("metadata_fields").create({ owner: owner.id, name: `Field ${index}`, type: "text" }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(30);
    const codes = results.flatMap((result) =>
      result.status === "rejected"
        ? [
            ((result.reason as ClientResponseError).response.data as Record<string, { code: string }>).name
              ?.code,
          ]
        : [],
    );
    expect(codes).toEqual(Array.from({ length: 70 }, () => "validation_too_many_fields"));
    expect((await pb.collection("metadata_fields").getList(1, 1)).totalItems).toBe(30);
  });

  describe("a create with someone else's record id", () => {
    const photo = () => new File([createPng({ width: 8, height: 8 })], "probe.png", { type: "image/png" });
    let adas: Record<"albums" | "images" | "metadata_fields", RecordModel>;
    beforeAll(async () => {
      const form = new FormData();
      form.set("owner", ada.user.id);
      form.set("file", photo());
      adas = {
        albums: await ada.pb.collection("albums").create({ owner: ada.user.id, name: "Private" }),
        images: await ada.pb.collection("images").create(form),
        metadata_fields: await ada.pb
          .collection("metadata_fields")
          .create({ owner: ada.user.id, name: "Lens", type: "text" }),
      };
    });

    // Everything Bob sends is valid but for the id, which is either Ada's or one nobody has.
    const bobCreates = (collection: keyof typeof adas, id: string) => {
      if (collection === "images") {
        const form = new FormData();
        form.set("id", id);
        form.set("owner", bob.user.id);
        form.set("file", photo());
        return bob.pb.collection("images").create(form);
      }
      const name = collection === "albums" ? "Probe" : `Probe ${id}`;
      return bob.pb.collection(collection).create({ id, owner: bob.user.id, name, type: "text" });
    };

    test.each(["albums", "images", "metadata_fields"] as const)(
      "%s: the same refusal as for an id nobody has, and nothing is made",
      async (collection) => {
        const taken = await refusal(bobCreates(collection, adas[collection].id));
        // A free id in PocketBase's format, made as the kit makes ids for a client signed out.
        const free = await refusal(bobCreates(collection, newRecordId()));
        expect(taken).toEqual(free);
        expect(taken.status).toBe(400);
        expect((await bob.pb.collection(collection).getList(1, 1)).totalItems).toBe(0);
        expect(await ada.pb.collection(collection).getOne(adas[collection].id)).toEqual(adas[collection]);
      },
    );

    test("through the batch API too: a create or an upsert with her id is answered as one with a free id", async () => {
      const inBatch = (method: "create" | "upsert", id: string) => {
        const batch = bob.pb.createBatch();
        batch.collection("albums")[method]({ id, owner: bob.user.id, name: "Probe" });
        return batch.send();
      };
      for (const method of ["create", "upsert"] as const) {
        const taken = await refusal(inBatch(method, adas.albums.id));
        expect(taken).toEqual(await refusal(inBatch(method, newRecordId())));
        expect(taken.status).toBe(400);
      }
      expect(await ada.pb.collection("albums").getOne(adas.albums.id)).toEqual(adas.albums);
      expect((await bob.pb.collection("albums").getList(1, 1)).totalItems).toBe(0);
    });

    test("a sign-up cannot choose its id: a taken one and a free one get the same refusal", async () => {
      const guest = new PocketBase(server.url);
      const signUp = (id: string) =>
        guest.collection("users").create({
          id,
          email: `${crypto.randomUUID()}@pocketkit.test`,
          password: "correct horse",
          passwordConfirm: "correct horse",
        });
      expect(await refusal(signUp(ada.user.id))).toEqual(await refusal(signUp(newRecordId())));
    });

    test("an id made for Bob works, and a retry with it is recognised as his own earlier create", async () => {
      // What the kit's uploadRecord does: the id is chosen up front, bound to the signed-in user.
      const id = newRecordId(bob.user.id);
      const first = await bobCreates("images", id);
      expect(first.id).toBe(id);
      // The answer was lost, say, and the upload is sent again with the same id.
      const again = await refusal(bobCreates("images", id));
      expect(again.body).toMatchObject({ data: { id: { code: "validation_not_unique" } } });
      expect(await bob.pb.collection("images").getOne(id)).toEqual(first);
      expect((await bob.pb.collection("images").getList(1, 1)).totalItems).toBe(1);
    });
  });
});
