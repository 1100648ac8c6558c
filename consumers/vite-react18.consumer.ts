// A fresh Vite app on React 18 with @pocketkit/hooks (and components of its own): the hooks and
// the client support React 18; @pocketkit/ui needs React 19 (its components take `ref` as a prop).
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

import { expect } from "playwright/test";

import { bin, serving } from "./app-server";
import { liveListFollowsSignIn, secondUserSeesOnlyOwn, signOutClearsAndStopsEvents } from "./live-lists";
import { appDir, cleanEnv, run, runInfo, step } from "./support";

const APP = "vite-react18";
const cwd = () => appDir(APP);

const build = () =>
  step(APP, "build", () =>
    run(bin(APP, "vite"), ["build"], {
      cwd: cwd(),
      env: cleanEnv({ VITE_POCKETBASE_URL: runInfo().pocketbaseUrl }),
    }),
  );

const test = serving({
  app: APP,
  build,
  command: (port) => ({
    command: bin(APP, "vite"),
    args: ["preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
  }),
});

test("typecheck: tsc --noEmit, strict, against @types/react 18", async () => {
  const { version } = JSON.parse(
    await readFile(join(cwd(), "node_modules", "react", "package.json"), "utf8"),
  ) as {
    version: string;
  };
  expect(version).toMatch(/^18\./);
  await step(APP, "typecheck", () => run(bin(APP, "tsc"), ["--noEmit"], { cwd: cwd() }));
});

test("build: vite build, with React 18 in the bundle", async () => {
  await build();
  const assets = join(cwd(), "dist", "assets");
  const scripts = (await readdir(assets)).filter((file) => file.endsWith(".js"));
  const code = (await Promise.all(scripts.map((file) => readFile(join(assets, file), "utf8")))).join("\n");
  // react-dom's own record of its version (`version: "18.3.1"`, quoted as the bundler pleases).
  const versions = [...code.matchAll(/\bversion:\s*["'`](\d+\.\d+\.\d+)/g)].map(([, version]) => version);
  expect(versions.length).toBeGreaterThan(0);
  expect(versions.filter((version) => !version!.startsWith("18."))).toEqual([]);
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
