// `pnpm demo`: PocketBase with the Gallery's schema, seeded on first start, on fixed local URLs.
// Ctrl-C stops everything it started.
import { fileURLToPath } from "node:url";

import { ensurePocketBase, POCKETBASE_VERSION, startPocketBase } from "@pocketkit/client/testing";
import PocketBase from "pocketbase";

import { demoDefaults } from "./demo-defaults";
import { seedDemo } from "./seed";

const pocketbaseDir = fileURLToPath(new URL("../pocketbase/", import.meta.url));

const binary = await ensurePocketBase({ log: (line) => console.log(line) });
const url = `http://127.0.0.1:${demoDefaults.port}`;
const server = await startPocketBase({
  binary,
  port: demoDefaults.port,
  dataDir: `${pocketbaseDir}pb_data`,
  migrationsDir: `${pocketbaseDir}pb_migrations`,
  hooksDir: `${pocketbaseDir}pb_hooks`,
  superuser: demoDefaults.superuser,
  env: { APP_URL: process.env.APP_URL ?? url },
});

const superuser = new PocketBase(server.url);
superuser.autoCancellation(false);
await superuser
  .collection("_superusers")
  .authWithPassword(demoDefaults.superuser.email, demoDefaults.superuser.password);
if (await seedDemo(superuser, { user: demoDefaults.user }))
  console.log("Seeded the demo user with 24 photos.");

console.log(`
Pocketkit Gallery is running (PocketBase v${POCKETBASE_VERSION}, data in apps/demo/pocketbase/pb_data)

  API         ${server.url}/api/
  Dashboard   ${server.url}/_/

  Demo user   ${demoDefaults.user.email} / ${demoDefaults.user.password}
  Superuser   ${demoDefaults.superuser.email} / ${demoDefaults.superuser.password}

Press Ctrl-C to stop.`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping…");
    void server.stop().then(() => process.exit(0));
  });
}
