import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { signUpUser } from "@pocketkit/testkit";
import { startPocketBase, type PocketBaseServer } from "../testing";
import { authenticateCaller, type CallerCheck } from "./authenticate-caller";

// A stock PocketBase, its default `users` collection: the token is checked there, for real.
const shippedMigrations = join(dirname(fileURLToPath(import.meta.url)), "../../migrations");

let pocketbase: PocketBaseServer;
let logged: { message: string; details?: Record<string, unknown> }[] = [];
let check: CallerCheck;

beforeAll(async () => {
  pocketbase = await startPocketBase({ migrationsDir: shippedMigrations });
  check = {
    pocketbaseUrl: pocketbase.url,
    usersCollection: "users",
    requireVerified: true,
    log: (message, details) => logged.push({ message, details }),
  };
});
afterAll(async () => {
  await pocketbase?.stop();
});

const signIn = { refusal: { status: 401, message: "Sign in to use AI." } };

test("a verified user's token, bare or as a Bearer of any case, gives their record", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  const { token } = user.authStore;
  for (const authorization of [token, `Bearer ${token}`, `bearer  ${token} `]) {
    const caller = await authenticateCaller(authorization, check);
    expect(caller).toMatchObject({ user: { id: user.authStore.record!.id, verified: true } });
  }
});

test.each([null, "", "Bearer ", "   "])(
  "no token (%j): 401, without asking PocketBase",
  async (authorization) => {
    const caller = await authenticateCaller(authorization, { ...check, pocketbaseUrl: "http://127.0.0.1:9" });
    expect(caller).toEqual(signIn);
  },
);

test("a token PocketBase refuses: 401", async () => {
  logged = [];
  expect(await authenticateCaller("not.a.token", check)).toEqual(signIn);
  // A superuser's token is valid, but not for this collection.
  const admin = new PocketBase(pocketbase.url);
  await admin
    .collection("_superusers")
    .authWithPassword(pocketbase.superuser.email, pocketbase.superuser.password);
  expect(await authenticateCaller(admin.authStore.token, check)).toEqual(signIn);
  expect(logged).toEqual([]);
});

test("an unverified user: 403 unverified, unless verification is not required", async () => {
  const unverified = new PocketBase(pocketbase.url);
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  await unverified
    .collection("users")
    .create({ email, password: "correct horse", passwordConfirm: "correct horse" });
  await unverified.collection("users").authWithPassword(email, "correct horse");
  const { token } = unverified.authStore;

  expect(await authenticateCaller(token, check)).toEqual({
    refusal: { status: 403, code: "unverified", message: "Verify your email to use AI." },
  });
  expect(await authenticateCaller(token, { ...check, requireVerified: false })).toMatchObject({
    user: { email, verified: false },
  });
});

test("PocketBase out of reach: 503 unavailable, not a request to sign in, and the reason logged", async () => {
  logged = [];
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  const caller = await authenticateCaller(user.authStore.token, {
    ...check,
    pocketbaseUrl: "http://127.0.0.1:9",
  });
  expect(caller).toEqual({
    refusal: { status: 503, code: "unavailable", message: "AI is unavailable. Try again later." },
  });
  expect(logged).toMatchObject([
    { message: "PocketBase could not check the token", details: { pocketbaseUrl: "http://127.0.0.1:9" } },
  ]);
  expect(String(logged[0]?.details?.error)).toMatch(/fetch failed|ECONNREFUSED|Failed to connect/i);
});
