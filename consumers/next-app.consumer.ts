// A fresh Next.js App Router app: a Server Component that reads with the per-request server
// client (cookie auth) through @pocketkit/hooks' query-option factory and renders a
// @pocketkit/ui component, a client island on the hooks sharing that cookie, and the completion
// route of @pocketkit/client/server against an OpenAI-compatible server on loopback.
import { expect } from "playwright/test";

import { bin, serving } from "./app-server";
import {
  authCookie,
  createUser,
  liveListFollowsSignIn,
  notes,
  secondUserSeesOnlyOwn,
  signIn,
  signOutClearsAndStopsEvents,
} from "./live-lists";
import { appDir, run, runInfo, step, tail } from "./support";

const APP = "next-app";
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

test("typecheck: next typegen, then tsc --noEmit, strict", async () => {
  await typecheck();
});

test("build: next build", async () => {
  await build();
});

test("server render: the Server Component reads with the request's cookie; hooks' keys and factories run on the server", async ({
  server,
}) => {
  const response = await fetch(server.url);
  const anonymous = await response.text();
  expect(
    response.status,
    `GET / answered ${response.status}; the server said:\n${tail(server.output(), 20)}`,
  ).toBe(200);
  expect(anonymous).toContain("server sees anonymous");
  // pocketkitKeys.collection("notes"), called in the Server Component, inside a @pocketkit/ui Badge.
  expect(anonymous).toMatch(/data-slot="badge"[^>]*>pocketkit\/notes</);

  const user = await createUser();
  const note = await user.createNote("read on the server");
  const html = await (await fetch(server.url, { headers: { cookie: await authCookie(user) } })).text();
  expect(html).toContain(`server sees ${user.email}`);
  expect(html).toMatch(new RegExp(`data-testid="server-notes"><li>${note.title}</li></ul>`));
  // The island's list starts from what the Server Component fetched (no request of its own).
  expect(html).toMatch(new RegExp(`data-testid="notes"><li>${note.title}</li></ul>`));
});

test("browser: an in-page sign-in writes the cookie the Server Component reads", async ({ page, server }) => {
  const user = await createUser();
  const note = await user.createNote("one note");
  await page.goto(server.url);
  await expect(page.getByTestId("server-user")).toHaveText("server sees anonymous");
  await signIn(page, user);
  await page.reload();
  await expect(page.getByTestId("server-user")).toHaveText(`server sees ${user.email}`);
  await expect(page.getByTestId("server-notes").getByRole("listitem")).toHaveText([note.title]);
  await expect(notes(page)).toHaveText([note.title]);
  await expect(page.getByTestId("auth-status")).toHaveText(`signed in as ${user.email}`);

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.reload();
  await expect(page.getByTestId("server-user")).toHaveText("server sees anonymous");
});

test("browser: the completion route streams the provider's answer to useCompletion", async ({
  page,
  server,
}) => {
  const user = await createUser();
  await page.goto(server.url);
  await signIn(page, user);
  await page.getByRole("button", { name: "Write" }).click();
  const completion = page.getByTestId("completion");
  await expect(completion).toHaveAttribute("data-status", /^(done|error)$/);
  // (Not any role=alert: Next.js's route announcer is one.)
  const error = page.getByTestId("completion-error");
  if ((await error.count()) > 0)
    throw new Error(`the route answered with an error: ${await error.textContent()}`);
  await expect(completion).toHaveText("Hello, world.");
});

test("browser (a): a list mounted before an in-page sign-in shows that user's new records live", async ({
  page,
  server,
}) => {
  await liveListFollowsSignIn(page, server.url);
});

test("browser (b): sign-out empties the list at once and no event of the old user reaches the page", async ({
  context,
  server,
}) => {
  await signOutClearsAndStopsEvents(context, server.url);
});

test("browser (c): a second user sees only their own records, on the server and live", async ({
  context,
  server,
}) => {
  const page = await secondUserSeesOnlyOwn(context, server.url);
  await expect(page.getByTestId("server-notes").getByRole("listitem")).toHaveCount(1);
});
