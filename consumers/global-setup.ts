// Once per run, outside the workspace (a temp folder, so that no workspace node_modules or
// hoisting reaches the apps): pack the three packages as they would be published, copy each app
// (the templates in consumers/, and the Next.js example of apps/), install it with npm (its
// registry dependencies from its committed package-lock.json, the tarballs with --no-save), then start one throwaway PocketBase, from the installed
// @pocketkit/client/testing, with a small schema of the tests' own, and an OpenAI-compatible
// streaming server on loopback for the completion route.
import { cp, mkdir, mkdtemp, readdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { startOpenAiCompatibleServer } from "@pocketkit/testkit";
import {
  APP_PACKAGES,
  APPS,
  cleanEnv,
  harness,
  PACKAGES,
  run,
  tarballPath,
  templateDir,
  WORKSPACE,
  type AppName,
  type RunInfo,
} from "./support";

export const INSTALL_TIMES = join(WORKSPACE, ".vitest", "consumers-install.json");

export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), "pocketkit-consumers-"));
  const started = performance.now();
  const times: Record<string, number> = {};

  // `pnpm pack` applies publishConfig and turns workspace:* into versions, as publishing does.
  await mkdir(join(root, "tarballs"));
  const packed = performance.now();
  // POCKETKIT_CONSUMERS_TARBALLS: a folder of .tgz files packed elsewhere (another commit's, say)
  // to test instead.
  const given = process.env.POCKETKIT_CONSUMERS_TARBALLS;
  for (const name of PACKAGES) {
    const packDir = join(root, "tarballs", name);
    if (given) {
      const file = (await readdir(given)).find((file) => file.startsWith(`pocketkit-${name}-`));
      if (!file) throw new Error(`POCKETKIT_CONSUMERS_TARBALLS: no pocketkit-${name}-*.tgz in ${given}`);
      await cp(join(given, file), tarballPath(root, name));
      continue;
    }
    await run("pnpm", ["pack", "--pack-destination", packDir], { cwd: join(WORKSPACE, "packages", name) });
    const [file] = await readdir(packDir);
    await rename(join(packDir, file!), tarballPath(root, name));
    await rm(packDir, { recursive: true });
  }
  times.pack = performance.now() - packed;

  await mkdir(join(root, "apps"));
  for (const app of APPS)
    await cp(templateDir(app), join(root, "apps", app), {
      recursive: true,
      // What running an app in place leaves behind (the Next.js example's README says how).
      filter: (source) => !/\/(node_modules|\.next|\.tarballs)$/.test(source),
    });
  await mkdir(join(root, "harness"));
  await writeFile(join(root, "harness", "package.json"), JSON.stringify({ private: true, type: "module" }));
  await writeFile(
    join(root, "harness", "harness.mjs"),
    'export { startPocketBase } from "@pocketkit/client/testing";\nexport { default as PocketBase } from "pocketbase";\n',
  );

  // Two at a time: on two cores, npm's unpacking is what takes the time once the cache is warm,
  // and its downloads overlap with the other install's work when it is cold.
  const installs: [string, string[]][] = [
    ...APPS.map((app): [string, string[]] => [
      join(root, "apps", app),
      APP_PACKAGES[app].map((name) => tarballPath(root, name)),
    ]),
    [join(root, "harness"), [tarballPath(root, "client")]],
  ];
  const queue = [...installs];
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [dir, tarballs] = next;
        const { ms } = await run(
          "npm",
          ["install", "--no-save", "--no-audit", "--no-fund", "--loglevel=error", ...tarballs],
          { cwd: dir, env: cleanEnv(), timeoutMs: 600_000 },
        );
        times[`install ${dir.split("/").pop() as AppName}`] = ms;
      }
    }),
  );

  const { startPocketBase, PocketBase } = await harness(root);
  // The ai_usage collection of the completion route: the migration @pocketkit/client ships, copied
  // into the app's pb_migrations as its README says.
  const migrationsDir = join(root, "pb_migrations");
  await cp(join(root, "harness", "node_modules", "@pocketkit", "client", "migrations"), migrationsDir, {
    recursive: true,
  });
  const pocketbase = await startPocketBase({ migrationsDir });
  const admin = new PocketBase(pocketbase.url);
  await admin
    .collection("_superusers")
    .authWithPassword(pocketbase.superuser.email, pocketbase.superuser.password);
  await createSchema(admin);
  const provider = await startOpenAiCompatibleServer();
  provider.script = { chunks: ["Hello", ", ", "world", "."], delayMs: 5 };
  times.total = performance.now() - started;

  const info: RunInfo = {
    root,
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    aiBaseUrl: provider.url,
  };
  process.env.POCKETKIT_CONSUMERS = JSON.stringify(info);
  await mkdir(join(INSTALL_TIMES, ".."), { recursive: true });
  await writeFile(INSTALL_TIMES, JSON.stringify(times));

  return async () => {
    await provider.close();
    await pocketbase.stop();
    if (process.env.POCKETKIT_KEEP_CONSUMERS === "1") console.log(`consumer apps kept in ${root}`);
    else await rm(root, { recursive: true, force: true });
  };
}

/**
 * The tests' own schema: users (PocketBase's default auth collection), `notes` that only their
 * owner sees, `albums` (for the READMEs' examples) and public `pings` that a page follows to show
 * it is listening.
 */
async function createSchema(admin: InstanceType<Awaited<ReturnType<typeof harness>>["PocketBase"]>) {
  const users = await admin.collections.getOne("users");
  const owner = { name: "owner", type: "relation", collectionId: users.id, required: true, maxSelect: 1 };
  const created = { name: "created", type: "autodate", onCreate: true, onUpdate: false };
  const ownerOnly = "owner = @request.auth.id";
  const ownRules = {
    listRule: ownerOnly,
    viewRule: ownerOnly,
    createRule: `@request.auth.id != "" && ${ownerOnly}`,
    updateRule: ownerOnly,
    deleteRule: ownerOnly,
  };
  await admin.collections.create({
    name: "notes",
    type: "base",
    ...ownRules,
    fields: [owner, { name: "title", type: "text", required: true, max: 200 }, created],
  });
  await admin.collections.create({
    name: "albums",
    type: "base",
    ...ownRules,
    fields: [owner, { name: "name", type: "text", required: true, min: 1, max: 80 }, created],
  });
  await admin.collections.create({
    name: "pings",
    type: "base",
    listRule: "",
    viewRule: "",
    fields: [{ name: "label", type: "text", required: true }, created],
  });
}
