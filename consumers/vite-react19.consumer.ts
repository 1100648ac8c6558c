// A fresh Vite + React 19 app with @pocketkit/hooks, @pocketkit/ui and its stylesheet, installed
// from the packed tarballs with npm (see global-setup.ts).
import { pathToFileURL } from "node:url";
import { join } from "node:path";

import { expect } from "playwright/test";

import { bin, serving } from "./app-server";
import { liveListFollowsSignIn, secondUserSeesOnlyOwn, signOutClearsAndStopsEvents } from "./live-lists";
import { appDir, cleanEnv, run, runInfo, step } from "./support";

const APP = "vite-react19";
const cwd = () => appDir(APP);
const env = () => cleanEnv({ VITE_POCKETBASE_URL: runInfo().pocketbaseUrl });

const typegen = () =>
  step(APP, "typegen", () => {
    const { pocketbaseUrl, superuser } = runInfo();
    return run(
      bin(APP, "pocketkit-typegen"),
      [
        "--url",
        pocketbaseUrl,
        "--email",
        superuser.email,
        "--password",
        superuser.password,
        "--out",
        "src/pocketbase-types.ts",
      ],
      { cwd: cwd() },
    );
  });
const typecheck = () =>
  step(APP, "typecheck", async () => {
    await typegen();
    await run(bin(APP, "tsc"), ["--noEmit"], { cwd: cwd() });
  });
const build = () =>
  step(APP, "build", async () => {
    await typegen();
    await run(bin(APP, "vite"), ["build"], { cwd: cwd(), env: env() });
  });

const test = serving({
  app: APP,
  build,
  command: (port) => ({
    command: bin(APP, "vite"),
    args: ["preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
  }),
});

test("typecheck: tsc --noEmit, strict, with the types pocketkit-typegen wrote", async () => {
  await typecheck();
});

test("build: vite build", async () => {
  await build();
});

test("server render: the same app rendered in Node from a vite build --ssr", async () => {
  await step(APP, "ssr", async () => {
    await typegen();
    await run(bin(APP, "vite"), ["build", "--ssr", "src/entry-server.tsx", "--outDir", "dist-server"], {
      cwd: cwd(),
      env: env(),
    });
  });
  const entry = (await import(pathToFileURL(join(cwd(), "dist-server", "entry-server.js")).href)) as {
    render(url: string): string;
  };
  const html = entry.render(runInfo().pocketbaseUrl);
  expect(html).toContain('data-testid="auth-status">anonymous<');
  // The sign-in form's heading; its fields wait for the server's auth methods, in the browser.
  expect(html).toMatch(/<h2[^>]*>Sign in<\/h2>/);
  expect(html).toContain('data-testid="notes"></ul>');
});

test("browser: the stylesheet styles the components", async ({ page, server }) => {
  await page.goto(server.url);
  const submit = page.getByRole("button", { name: "Sign in", exact: true });
  await expect(submit).toBeVisible();
  const background = await submit.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toBe("rgba(0, 0, 0, 0)");
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--pk-primary"),
  );
  expect(primary.trim()).not.toBe("");
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

test("browser (c): a second user sees only their own records", async ({ context, server }) => {
  await secondUserSeesOnlyOwn(context, server.url);
});
