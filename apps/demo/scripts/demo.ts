// `pnpm demo`: PocketBase with the Gallery's schema (seeded on first start), the web app built
// and served by the Gallery's server on one origin, on fixed local URLs. Ctrl-C stops everything
// it started. AI is on when AI_BASE_URL (and AI_API_KEY, AI_MODEL) name an OpenAI-compatible
// provider.
import { fileURLToPath } from "node:url";

import { ensurePocketBase, POCKETBASE_VERSION, startPocketBase } from "@pocketkit/client/testing";
import PocketBase from "pocketbase";

import { listenGallery } from "../server/listen";
import { providerFromEnv } from "../server/provider-from-env";
import { appDir, buildApp } from "./build-app";
import { demoDefaults } from "./demo-defaults";
import { seedDemo } from "./seed";

const pocketbaseDir = fileURLToPath(new URL("../pocketbase/", import.meta.url));

const binary = await ensurePocketBase({ log: (line) => console.log(line) });
const appUrl = `http://127.0.0.1:${demoDefaults.appPort}`;
const server = await startPocketBase({
  binary,
  port: demoDefaults.port,
  dataDir: `${pocketbaseDir}pb_data`,
  migrationsDir: `${pocketbaseDir}pb_migrations`,
  hooksDir: `${pocketbaseDir}pb_hooks`,
  superuser: demoDefaults.superuser,
  // Email links open the Gallery's own routes.
  env: { APP_URL: process.env.APP_URL ?? appUrl },
});

const superuser = new PocketBase(server.url);
superuser.autoCancellation(false);
await superuser
  .collection("_superusers")
  .authWithPassword(demoDefaults.superuser.email, demoDefaults.superuser.password);
if (await seedDemo(superuser, { user: demoDefaults.user }))
  console.log("Seeded the demo user with 24 photos.");

console.log("Building the web app…");
await buildApp();
const provider = providerFromEnv(process.env);
const gallery = await listenGallery({
  port: demoDefaults.appPort,
  pocketbaseUrl: server.url,
  superuser: demoDefaults.superuser,
  provider,
  appDir,
});

console.log(`
Pocketkit Gallery is running (PocketBase v${POCKETBASE_VERSION}, data in apps/demo/pocketbase/pb_data)

  Gallery     ${gallery.url}/
  Admin       ${gallery.url}/admin
  Dashboard   ${server.url}/_/
  AI          ${provider ? `${provider.model} at ${provider.baseUrl}` : "off (set AI_BASE_URL, AI_API_KEY, AI_MODEL to turn it on)"}

  Demo user   ${demoDefaults.user.email} / ${demoDefaults.user.password}
  Superuser   ${demoDefaults.superuser.email} / ${demoDefaults.superuser.password}

Press Ctrl-C to stop.`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping…");
    void Promise.allSettled([gallery.close(), server.stop()]).then(() => process.exit(0));
  });
}
