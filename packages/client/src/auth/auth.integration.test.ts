import { signInSuperuser, signUpUser, startTestPocketBase } from "@pocketkit/testkit";
import { createServer, type Server } from "node:http";

import PocketBase, { BaseAuthStore, ClientResponseError, getTokenPayload } from "pocketbase";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

import {
  createAuthSession,
  createServerClient,
  requestOtp,
  signInWithOtp,
  signInWithPassword,
  toPocketkitError,
  type AuthStatus,
} from "..";
import type { PocketBaseServer } from "../testing";

let server: PocketBaseServer;
let superuser: PocketBase;
beforeAll(async () => {
  server = await startTestPocketBase();
  superuser = await signInSuperuser(server.url, server.superuser);
});
afterAll(() => server?.stop());

const expiry = (token: string) => Number(getTokenPayload(token).exp) * 1000;

/** Records the URL of every request the client sends, through an app's own beforeSend. */
function recordRequests(pb: PocketBase): string[] {
  const urls: string[] = [];
  pb.beforeSend = (url, options) => {
    urls.push(new URL(url).pathname);
    return { url, options };
  };
  return urls;
}

test("a stored session is refreshed when the session starts", async () => {
  const signedIn = await signUpUser(server.url, server.superuser);
  const pb = new PocketBase(server.url);
  pb.authStore.save(signedIn.authStore.token, signedIn.authStore.record);
  const urls = recordRequests(pb);
  const session = createAuthSession(pb);
  await vi.waitFor(() => expect(urls).toContain("/api/collections/users/auth-refresh"));
  expect(session.getSnapshot()).toMatchObject({
    status: "authenticated",
    user: { id: signedIn.authStore.record!.id },
  });
  session.dispose();
});

test("the token is refreshed before it expires", async () => {
  const { authToken } = await superuser.collections.getOne("users");
  await superuser.collections.update("users", { authToken: { duration: 10 } });
  try {
    const pb = await signUpUser(server.url, server.superuser);
    const first = pb.authStore.token;
    const session = createAuthSession(pb);
    // At most half the time left (5 s of 10 s) before expiry, the token is replaced.
    await vi.waitFor(() => expect(pb.authStore.token).not.toBe(first), { timeout: 8_000, interval: 200 });
    expect(expiry(pb.authStore.token)).toBeGreaterThan(expiry(first));
    expect(session.getSnapshot().status).toBe("authenticated");
    session.dispose();
  } finally {
    await superuser.collections.update("users", { authToken });
  }
});

test("a refused refresh clears the store and reports session-expired", async () => {
  const pb = await signUpUser(server.url, server.superuser);
  const session = createAuthSession(pb);
  const expired = vi.fn();
  session.onSessionExpired(expired);
  const statuses: AuthStatus[] = [];
  session.subscribe(() => statuses.push(session.getSnapshot().status));

  // Changing the password elsewhere invalidates every token of this user.
  await superuser
    .collection("users")
    .update(pb.authStore.record!.id, { password: "a new password", passwordConfirm: "a new password" });
  await session.refresh();

  expect(expired).toHaveBeenCalledTimes(1);
  expect(pb.authStore.token).toBe("");
  expect(pb.authStore.isValid).toBe(false);
  expect(session.getSnapshot()).toEqual({ status: "expired", user: null, token: "" });
  expect(statuses.at(-1)).toBe("expired");

  // Once the person has been told, signing out leaves a plain anonymous state.
  session.signOut();
  expect(session.getSnapshot().status).toBe("anonymous");
  session.dispose();
});

test("a refresh that cannot reach the server keeps the session", async () => {
  const signedIn = await signUpUser(server.url, server.superuser);
  const offline = new PocketBase("http://127.0.0.1:9");
  offline.authStore.save(signedIn.authStore.token, signedIn.authStore.record);
  const session = createAuthSession(offline);
  const expired = vi.fn();
  session.onSessionExpired(expired);
  await expect(session.refresh()).rejects.toMatchObject({ kind: "network" });
  expect(offline.authStore.token).toBe(signedIn.authStore.token);
  expect(session.getSnapshot().status).toBe("authenticated");
  expect(expired).not.toHaveBeenCalled();
  session.dispose();
});

test("an app's own beforeSend is wrapped, not replaced, and a nearly expired token is refreshed before a request", async () => {
  const pb = await signUpUser(server.url, server.superuser);
  const seen: { path: string; authorization: string }[] = [];
  pb.beforeSend = (url, options) => {
    seen.push({
      path: new URL(url).pathname,
      authorization: (options.headers as Record<string, string>).Authorization ?? "",
    });
    return { url, options };
  };
  // A clock always 20 s before the token's expiry: every request must refresh first.
  const session = createAuthSession(pb, { now: () => expiry(pb.authStore.token) - 20_000 });
  await vi.waitFor(() =>
    expect(seen.map((request) => request.path)).toContain("/api/collections/users/auth-refresh"),
  );
  // Tokens carry their expiry in whole seconds: a second later, a refresh makes a different one.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const before = pb.authStore.token;
  seen.length = 0;

  const notes = await pb.collection("notes").getList(1, 1);
  expect(notes.items).toEqual([]);
  expect(seen.map((request) => request.path)).toEqual([
    "/api/collections/users/auth-refresh",
    "/api/collections/notes/records",
  ]);
  // The list went out with the token the refresh brought, not the one it was built with.
  expect(seen[1]!.authorization).toBe(pb.authStore.token);
  expect(seen[1]!.authorization).not.toBe(before);
  session.dispose();
});

test("the SDK's own auto-refresh hook composes with the session instead of looping", async () => {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  const session = createAuthSession(pb);
  await pb.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password, {
    autoRefreshThreshold: 30 * 60,
  });
  const collections = await pb.collections.getList(1, 1);
  expect(collections.totalItems).toBeGreaterThan(0);
  session.dispose();
});

/** Ends every session of the user signed in on `pb`, as a password change elsewhere does. */
async function endSessionElsewhere(pb: PocketBase): Promise<void> {
  await superuser
    .collection("users")
    .update(pb.authStore.record!.id, { password: "a new password", passwordConfirm: "a new password" });
}

describe("a session that ended on the server while the page was open", () => {
  // PocketBase takes the dead token for no token: the update comes back 404 and the create 400,
  // never 401. Each must end the session and fail as the expired session it is.
  test.each([
    [
      "an update",
      (pb: PocketBase, note: string) => pb.collection("notes").update(note, { title: "Renamed" }),
    ],
    [
      "a create",
      (pb: PocketBase) => pb.collection("notes").create({ owner: pb.authStore.record!.id, title: "New" }),
    ],
    ["a delete", (pb: PocketBase, note: string) => pb.collection("notes").delete(note)],
  ])("%s refused for it ends the session and fails as a 401", async (_, write) => {
    const pb = await signUpUser(server.url, server.superuser);
    const note = await pb.collection("notes").create({ owner: pb.authStore.record!.id, title: "Trip" });
    const session = createAuthSession(pb);
    const expired = vi.fn();
    session.onSessionExpired(expired);
    await endSessionElsewhere(pb);

    const error = await write(pb, note.id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientResponseError);
    expect(error).toMatchObject({
      status: 401,
      response: { message: "Your session has expired. Please sign in again." },
    });
    expect(toPocketkitError(error).kind).toBe("auth");
    expect(expired).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot()).toEqual({ status: "expired", user: null, token: "" });
    session.dispose();
  });

  test("a refusal of a live session keeps it, and the refusal is what the server said", async () => {
    const pb = await signUpUser(server.url, server.superuser);
    const other = await signUpUser(server.url, server.superuser);
    const theirs = await other
      .collection("notes")
      .create({ owner: other.authStore.record!.id, title: "Theirs" });
    const session = createAuthSession(pb);
    const expired = vi.fn();
    session.onSessionExpired(expired);

    const error = await pb
      .collection("notes")
      .update(theirs.id, { title: "Mine now" })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404 });
    // A field refusal names the field: the record was refused, not the session; nothing is asked.
    const urls = recordRequests(pb);
    const invalid = await pb
      .collection("notes")
      .create({ owner: pb.authStore.record!.id, title: "" })
      .catch((caught: unknown) => caught);
    expect(invalid).toMatchObject({
      status: 400,
      response: { data: { title: { code: "validation_required" } } },
    });
    expect(urls).toEqual(["/api/collections/notes/records"]);
    expect(expired).not.toHaveBeenCalled();
    expect(session.getSnapshot()).toMatchObject({ status: "authenticated" });
    session.dispose();
  });

  test("a read refused for it is left alone; an app's own afterSend still sees every response", async () => {
    const pb = await signUpUser(server.url, server.superuser);
    const seen: number[] = [];
    pb.afterSend = (response, data) => {
      seen.push(response.status);
      return data;
    };
    const session = createAuthSession(pb);
    const note = await pb.collection("notes").create({ owner: pb.authStore.record!.id, title: "Trip" });
    await endSessionElsewhere(pb);
    // A view of one's own note, as a guest: 404, but a read of a missing record is no sign.
    await expect(pb.collection("notes").getOne(note.id)).rejects.toMatchObject({ status: 404 });
    expect(session.getSnapshot().status).toBe("authenticated");
    expect(seen.at(-1)).toBe(404);
    session.dispose();
    // Disposed, the session gives the hook back as it was.
    expect(pb.afterSend).toBeTypeOf("function");
    await expect(pb.collection("notes").getOne(note.id)).rejects.toMatchObject({ status: 404 });
    expect(seen.at(-1)).toBe(404);
  });
});

test("a wrong password says so plainly, without saying which half was wrong", async () => {
  const pb = new PocketBase(server.url);
  const error = await signInWithPassword(pb, {
    identity: "nobody@pocketkit.test",
    password: "nope nope",
  }).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ kind: "auth", status: 400, message: "Email or password is incorrect." });
});

test("a wrong one-time password says so plainly; an OTP is asked for any address, known or not", async () => {
  // PocketBase ships OTP off; the mail with the right code is the hooks' OTP test's business.
  await superuser.collections.update("users", { otp: { enabled: true } });
  try {
    const pb = new PocketBase(server.url);
    const { otpId } = await requestOtp(pb, { email: "nobody@pocketkit.test" });
    expect(otpId).toBeTruthy();
    const error = await signInWithOtp(pb, { otpId, code: "00000000" }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "auth", status: 400, message: "This code is wrong or has expired." });
  } finally {
    await superuser.collections.update("users", { otp: { enabled: false } });
  }
});

describe("on the server", () => {
  let app: Server;
  let appUrl: string;
  beforeAll(async () => {
    // A small SSR-style app: each request makes its own client from its cookie, checks the
    // session with PocketBase (which takes a while), then answers with whose page it rendered.
    app = createServer((request, response) => {
      const { pb, refresh, exportCookie } = createServerClient({
        url: server.url,
        cookie: request.headers.cookie,
      });
      void refresh().then(async (userId) => {
        const notes = userId ? await pb.collection("notes").getFullList() : [];
        response.setHeader("set-cookie", exportCookie({ secure: false }));
        response.end(JSON.stringify({ userId, notes: notes.map((note) => note.title) }));
      });
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    const address = app.address();
    appUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => app.close(resolve)));

  test("concurrent requests of different users never see each other's user", async () => {
    const users = await Promise.all([
      signUpUser(server.url, server.superuser),
      signUpUser(server.url, server.superuser),
    ]);
    for (const [index, user] of users.entries()) {
      await user
        .collection("notes")
        .create({ owner: user.authStore.record!.id, title: `Note of user ${index}` });
    }
    const cookies = users.map(
      (user) => user.authStore.exportToCookie({ httpOnly: false, secure: false }).split(";")[0]!,
    );

    const requests = Array.from({ length: 24 }, (_, index) => {
      const who = index % 3; // 0, 1: a user; 2: nobody
      return fetch(appUrl, { headers: who < 2 ? { cookie: cookies[who]! } : {} }).then(async (response) => ({
        who,
        page: (await response.json()) as { userId: string | null; notes: string[] },
        setCookie: response.headers.get("set-cookie") ?? "",
      }));
    });
    for (const { who, page, setCookie } of await Promise.all(requests)) {
      if (who === 2) {
        expect(page).toEqual({ userId: null, notes: [] });
      } else {
        expect(page).toEqual({ userId: users[who]!.authStore.record!.id, notes: [`Note of user ${who}`] });
        expect(setCookie).toMatch(/^pb_auth=/);
      }
    }
  });
});

describe("on the server, when PocketBase cannot be reached", () => {
  // A cookie anyone could write: a well-formed token for a user id, unsigned, valid for a day.
  function forgedCookie(userId: string) {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const token = `${encode({ alg: "HS256", typ: "JWT" })}.${encode({
      id: userId,
      collectionId: "_pb_users_auth_",
      type: "auth",
      refreshable: true,
      exp: Math.floor(Date.now() / 1000) + 86_400,
    })}.forged`;
    const record = { id: userId, collectionId: "_pb_users_auth_", collectionName: "users" };
    return `pb_auth=${encodeURIComponent(JSON.stringify({ token, record }))}`;
  }

  test("refresh() trusts no cookie: no user, a signed-out client, and the cookie goes back unchanged", async () => {
    const cookie = forgedCookie("victimuser00001");
    const { pb, refresh, exportCookie } = createServerClient({ url: "http://127.0.0.1:9", cookie });
    // What the SDK itself believes of the cookie before anyone checks it.
    expect(pb.authStore.isValid).toBe(true);

    await expect(refresh()).resolves.toBeNull();
    expect(pb.authStore.isValid).toBe(false);
    expect(pb.authStore.record).toBeNull();
    const sent = exportCookie({ secure: false });
    expect(decodeURIComponent(sent.split(";")[0]!)).toBe(decodeURIComponent(cookie));
  });

  test("the same forged cookie against a reachable PocketBase is refused and cleared", async () => {
    const { refresh, exportCookie } = createServerClient({
      url: server.url,
      cookie: forgedCookie("victimuser00001"),
    });
    await expect(refresh()).resolves.toBeNull();
    const sentBack = new BaseAuthStore();
    sentBack.loadFromCookie(exportCookie({ secure: false }));
    expect(sentBack.token).toBe("");
  });
});
