// The in-browser checks that the Vite and React 18 apps share (each app renders the same page
// contract: `auth-status`, a sign-in form with Email and Password, a Sign out button, a live
// `notes` list and a live public `pings` list). Records are made elsewhere, through the SDK as
// their owner, the way another device would.
import type { BrowserContext, CDPSession, Page, Request } from "playwright/test";
import { expect } from "playwright/test";

import { harness, runInfo } from "./support";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** Creates a note as this user, through the SDK (another device, as far as the page knows). */
  createNote(title: string): Promise<{ id: string; title: string }>;
  /** Creates an album as this user, the same way. */
  createAlbum(name: string): Promise<{ id: string; name: string }>;
}

let counter = 0;

export async function createUser(): Promise<TestUser> {
  const { PocketBase } = await harness();
  const { pocketbaseUrl, superuser } = runInfo();
  const admin = new PocketBase(pocketbaseUrl);
  await admin.collection("_superusers").authWithPassword(superuser.email, superuser.password);
  counter += 1;
  const email = `user-${Date.now().toString(36)}-${process.pid}-${counter}@pocketkit.test`;
  const password = "correct horse battery";
  // Verified, as if its owner had followed the emailed link: the completion route serves only
  // verified users (createCompletionHandler's requireVerified).
  const record = await admin
    .collection("users")
    .create({ email, password, passwordConfirm: password, verified: true });
  const device = new PocketBase(pocketbaseUrl);
  await device.collection("users").authWithPassword(email, password);
  return {
    id: record.id,
    email,
    password,
    async createNote(title) {
      const note = await device.collection("notes").create({ owner: record.id, title });
      return { id: note.id, title };
    },
    async createAlbum(name) {
      const album = await device.collection("albums").create({ owner: record.id, name });
      return { id: album.id, name };
    },
  };
}

/** A public record every page follows: once a page shows it, it got whatever was sent before. */
export async function createPing(label: string): Promise<{ id: string; label: string }> {
  const { PocketBase } = await harness();
  const { pocketbaseUrl, superuser } = runInfo();
  const admin = new PocketBase(pocketbaseUrl);
  await admin.collection("_superusers").authWithPassword(superuser.email, superuser.password);
  const ping = await admin.collection("pings").create({ label });
  return { id: ping.id, label };
}

/** Cookie auth (the Next.js example): what the browser's client would write, as a `Cookie` header. */
export async function authCookie(user: TestUser): Promise<string> {
  const { PocketBase } = await harness();
  const pb = new PocketBase(runInfo().pocketbaseUrl);
  await pb.collection("users").authWithPassword(user.email, user.password);
  return pb.authStore.exportToCookie({ httpOnly: false, secure: false }).split(";")[0]!;
}

/**
 * Every server-sent event the page's network stack received (Chromium's own record, through the
 * DevTools protocol): what PocketBase's realtime sent this page, whether or not the app used it.
 */
export async function recordRealtime(page: Page): Promise<{ received(text: string): string[] }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const messages: string[] = [];
  cdp.on("Network.eventSourceMessageReceived", (event) => messages.push(`${event.eventName} ${event.data}`));
  await cdp.send("Network.enable");
  return { received: (text) => messages.filter((message) => message.includes(text)) };
}

/**
 * The page's next realtime subscription request (`POST /api/realtime`) that PocketBase accepted,
 * sent with a token (`authorized`) or without one. PocketBase ties a realtime connection to the
 * token its subscription request carried, so following a sign-in or sign-out needs one of these.
 */
export function nextRealtimeSubscription(
  page: Page,
  { authorized }: { authorized: boolean },
): Promise<Request> {
  return page.waitForRequest(
    async (request) => {
      if (request.method() !== "POST" || !request.url().endsWith("/api/realtime")) return false;
      const headers = await request.allHeaders();
      if (Boolean(headers.authorization) !== authorized) return false;
      const response = await request.response();
      return response !== null && response.ok();
    },
    { timeout: 15_000 },
  );
}

export const notes = (page: Page) => page.getByTestId("notes").getByRole("listitem");
export const pings = (page: Page) => page.getByTestId("pings").getByRole("listitem");

export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByTestId("auth-status")).toHaveText(`signed in as ${user.email}`);
}

/**
 * Signs in through one page, closes it, and opens the app in a new page of the same browser
 * context: the session is the stored one (localStorage or the cookie) from the start. Resolves
 * once the new page's realtime subscriptions, sent with the user's token, were accepted (that
 * page's own: a request of the closed page cannot count).
 */
async function openSignedIn(
  context: BrowserContext,
  url: string,
  user: TestUser,
): Promise<{ page: Page; realtime: Awaited<ReturnType<typeof recordRealtime>> }> {
  const first = await context.newPage();
  await first.goto(url);
  await signIn(first, user);
  await first.close();

  const page = await context.newPage();
  const realtime = await recordRealtime(page);
  const subscribed = nextRealtimeSubscription(page, { authorized: true });
  await page.goto(url);
  await expect(page.getByTestId("auth-status")).toHaveText(`signed in as ${user.email}`);
  await subscribed.catch(() => {
    throw new Error(
      "a page opened with a stored session never sent its realtime subscriptions with its token",
    );
  });
  return { page, realtime };
}

/**
 * (a) A list mounted while nobody is signed in follows the user who signs in on the page: a
 * record that user makes elsewhere afterwards shows up live.
 */
export async function liveListFollowsSignIn(page: Page, url: string): Promise<void> {
  const user = await createUser();
  await page.goto(url);
  await expect(page.getByTestId("auth-status")).toHaveText("anonymous");
  await expect(notes(page)).toHaveCount(0);

  const resubscribed = nextRealtimeSubscription(page, { authorized: true });
  await signIn(page, user);
  await resubscribed.catch(() => {
    throw new Error(
      "after the sign-in, the page never sent its realtime subscriptions with the user's token",
    );
  });
  const note = await user.createNote("made elsewhere after the sign-in");
  await expect(notes(page)).toHaveText([note.title]);
}

/**
 * (b) Sign-out empties the list at once (before any request about it could come back: they are
 * held) and no event of the old user reaches the page afterwards, neither shown nor received.
 */
export async function signOutClearsAndStopsEvents(context: BrowserContext, url: string): Promise<Page> {
  const user = await createUser();
  const before = await user.createNote("made before the sign-out");
  const { page, realtime } = await openSignedIn(context, url, user);
  await expect(notes(page)).toHaveText([before.title]);

  const held: { continue(): Promise<void> }[] = [];
  await page.route("**/api/collections/notes/records**", (route) => void held.push(route));
  const anonymous = nextRealtimeSubscription(page, { authorized: false });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByTestId("auth-status")).toHaveText("anonymous");
  await expect(notes(page), "the list still shows the signed-out user's notes").toHaveCount(0);
  await page.unroute("**/api/collections/notes/records**");
  await Promise.all(held.map((route) => route.continue().catch(() => {})));

  await anonymous.catch(() => {
    throw new Error("after the sign-out, the page never subscribed again without the old token");
  });
  const late = await user.createNote("made after the sign-out");
  const ping = await createPing(`after ${user.email} signed out`);
  await expect(pings(page)).toContainText([ping.label]);
  expect(realtime.received(late.id), "events the page received for the old user's new note").toEqual([]);
  await expect(notes(page)).toHaveCount(0);
  return page;
}

/** (c) A second user sees only their own records, loaded and live. */
export async function secondUserSeesOnlyOwn(context: BrowserContext, url: string): Promise<Page> {
  const first = await createUser();
  const second = await createUser();
  await first.createNote(`${first.email}'s note`);
  const own = await second.createNote(`${second.email}'s note`);
  const { page, realtime } = await openSignedIn(context, url, second);
  await expect(notes(page)).toHaveText([own.title]);

  const othersLive = await first.createNote(`${first.email}'s note, made live`);
  const ownLive = await second.createNote(`${second.email}'s note, made live`);
  await expect(notes(page)).toHaveText([own.title, ownLive.title]);
  expect(realtime.received(othersLive.id), "events the page received for another user's note").toEqual([]);
  return page;
}
