// The Next.js App Router example (apps/next-example), installed from the packed packages like any
// user's app and driven as one: a Server Component prefetching the albums into a
// HydrationBoundary, cookie auth checked and refreshed by proxy.ts, the completion route as a
// route handler against an OpenAI-compatible server on loopback, and a live client island.
import { expect, type BrowserContext, type Page } from "playwright/test";

import { bin, serving } from "./app-server";
import {
  authCookie,
  createUser,
  nextRealtimeSubscription,
  recordRealtime,
  type TestUser,
} from "./live-lists";
import { appDir, run, runInfo, step, tail } from "./support";

const APP = "next-example";
const cwd = () => appDir(APP);

const typecheck = () =>
  step(APP, "typecheck", async () => {
    // Route and page types, and next-env.d.ts, as `next build` would write them.
    await run(bin(APP, "next"), ["typegen"], { cwd: cwd() });
    await run(bin(APP, "tsc"), ["--noEmit"], { cwd: cwd() });
  });
const build = () =>
  step(APP, "build", () => run(bin(APP, "next"), ["build"], { cwd: cwd(), timeoutMs: 600_000 }));

const test = serving({
  app: APP,
  build,
  command: (port) => {
    const { pocketbaseUrl, superuser, aiBaseUrl } = runInfo();
    return {
      command: bin(APP, "next"),
      args: ["start", "--hostname", "127.0.0.1", "--port", String(port)],
      env: {
        POCKETBASE_URL: pocketbaseUrl,
        POCKETBASE_SUPERUSER_EMAIL: superuser.email,
        POCKETBASE_SUPERUSER_PASSWORD: superuser.password,
        AI_BASE_URL: aiBaseUrl,
        AI_MODEL: "test-model",
      },
    };
  },
});

/** The JWT's expiry, in seconds. */
const expiryOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { exp: number }).exp;
/** The token in a `pb_auth=…` cookie (the SDK's format: URL-encoded JSON with token and record). */
const tokenOf = (cookie: string) =>
  (JSON.parse(decodeURIComponent(cookie.split(";")[0]!.slice("pb_auth=".length))) as { token: string }).token;

/** Opens the page as `user`: their session cookie is in the browser before the first request. */
async function signedInContext(context: BrowserContext, url: string, user: TestUser): Promise<void> {
  const cookie = await authCookie(user);
  await context.addCookies([{ name: "pb_auth", value: cookie.slice("pb_auth=".length), url }]);
}

const albums = (page: Page) => page.getByTestId("albums").getByRole("listitem");

test("typecheck: next typegen, then tsc --noEmit, strict", async () => {
  await typecheck();
});

test("build: next build", async () => {
  await build();
});

test("server render: the Server Component prefetches the cookie's user's albums into the HTML", async ({
  server,
}) => {
  const response = await fetch(server.url);
  const anonymous = await response.text();
  expect(
    response.status,
    `GET / answered ${response.status}; the server said:\n${tail(server.output(), 20)}`,
  ).toBe(200);
  expect(anonymous).toContain("Sign in");
  expect(response.headers.getSetCookie(), "a visitor without a session gets no cookie").toEqual([]);

  const user = await createUser();
  const older = await user.createAlbum("Summer 2026");
  const newer = await user.createAlbum("Winter 2026");
  const html = await (await fetch(server.url, { headers: { cookie: await authCookie(user) } })).text();
  expect(html).toContain(`data-testid="server-user">Signed in as <!-- -->${user.email}<`);
  // Rendered by the client island from the HydrationBoundary's data, newest first.
  expect(html).toMatch(new RegExp(`data-testid="albums"><li>${newer.name}</li><li>${older.name}</li></ul>`));
});

test("server render: proxy.ts writes the refreshed token back in Set-Cookie and clears a refused one", async ({
  server,
}) => {
  const user = await createUser();
  const sent = await authCookie(user);
  // A token is made to the second: one made a second later is another token.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const response = await fetch(server.url, { headers: { cookie: sent } });
  expect(response.status).toBe(200);
  const [written, ...others] = response.headers.getSetCookie();
  expect(others).toEqual([]);
  expect(written).toMatch(/^pb_auth=/);
  expect(written).toMatch(/; Path=\//i);
  expect(written, "the browser's own client must read the cookie").not.toMatch(/HttpOnly/i);
  expect(tokenOf(written!), "the token written back is the refreshed one").not.toBe(tokenOf(sent));
  expect(expiryOf(tokenOf(written!))).toBeGreaterThan(expiryOf(tokenOf(sent)));
  expect(await response.text()).toContain(`Signed in as <!-- -->${user.email}`);

  // A token PocketBase did not sign: the page renders for nobody, and the cookie is cleared.
  const [header, payload] = tokenOf(sent).split(".");
  const forged = sent.replace(
    encodeURIComponent(tokenOf(sent)),
    encodeURIComponent(`${header}.${payload}.forged`),
  );
  const refused = await fetch(server.url, { headers: { cookie: forged } });
  const html = await refused.text();
  expect(html).not.toContain(user.email);
  expect(html).toContain("Sign in");
  const [cleared] = refused.headers.getSetCookie();
  expect(cleared).toMatch(/^pb_auth=/);
  expect(tokenOf(cleared!)).toBe("");
  expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
});

test("browser: the first paint needs no request: the island shows the prefetched albums and does not fetch them", async ({
  context,
  page,
  server,
}) => {
  const user = await createUser();
  const album = await user.createAlbum("Prefetched");
  await signedInContext(context, server.url, user);
  const listRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/collections/albums/records")) listRequests.push(request.url());
  });
  // Once the island's realtime subscription is accepted, it has hydrated and settled.
  const subscribed = nextRealtimeSubscription(page, { authorized: true });
  await page.goto(server.url);
  await expect(albums(page)).toHaveText([album.name]);
  await subscribed;
  await page.waitForTimeout(500);
  expect(listRequests, "requests the browser made for the list the server had rendered").toEqual([]);
  // And the check can see one: a change made elsewhere has the island fetch the list again.
  await user.createAlbum("Made afterwards");
  await expect.poll(() => listRequests.length).toBeGreaterThan(0);
});

test("browser: the in-page sign-in writes the cookie, and the Server Components render for that user", async ({
  context,
  page,
  server,
}) => {
  const user = await createUser();
  const album = await user.createAlbum("Seen after signing in");
  await page.goto(server.url);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByTestId("server-user")).toHaveText(`Signed in as ${user.email}`);
  await expect(albums(page)).toHaveText([album.name]);
  await page.reload();
  await expect(page.getByTestId("server-user")).toHaveText(`Signed in as ${user.email}`);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  const cookies = await context.cookies(server.url);
  expect(cookies.filter((cookie) => cookie.name === "pb_auth" && cookie.value !== "")).toEqual([]);
});

test("browser: the live island shows an album made elsewhere without a reload, and no other user's", async ({
  context,
  page,
  server,
}) => {
  const user = await createUser();
  const other = await createUser();
  const first = await user.createAlbum("Made before");
  await signedInContext(context, server.url, user);
  const realtime = await recordRealtime(page);
  const subscribed = nextRealtimeSubscription(page, { authorized: true });
  await page.goto(server.url);
  await expect(albums(page)).toHaveText([first.name]);
  await subscribed;

  const othersAlbum = await other.createAlbum("Someone else's");
  const made = await user.createAlbum("Made elsewhere, shown live");
  await expect(albums(page)).toHaveText([made.name, first.name]);
  expect(realtime.received(othersAlbum.id), "events the page received for another user's album").toEqual([]);
});

test("browser: the completion route handler streams the provider's answer into the CompletionPanel", async ({
  context,
  page,
  server,
}) => {
  const user = await createUser();
  await signedInContext(context, server.url, user);
  await page.goto(server.url);
  await page.getByRole("button", { name: "Suggest an album" }).click();
  const panel = page.locator("[data-slot=completion-panel]");
  await expect(panel).toHaveAttribute("data-status", /^(done|error)$/);
  const error = panel.locator("[data-slot=completion-panel-error]");
  if ((await error.count()) > 0)
    throw new Error(`the route answered with an error: ${await error.textContent()}`);
  await expect(panel.locator("[data-slot=completion-panel-result] textarea")).toHaveValue("Hello, world.");
});
