// `pnpm demo`: MailDev as the mailbox, PocketBase with the Gallery's schema sending its mail there
// (seeded on first start), and the web app built and served by the Gallery's server on one
// origin, on fixed local URLs (startDemo). Ctrl-C stops everything it started. AI is on when
// AI_BASE_URL (and AI_API_KEY, AI_MODEL) name an OpenAI-compatible provider; SMTP_HOST (and
// SMTP_PORT, SMTP_USERNAME, SMTP_PASSWORD, SMTP_TLS, MAIL_SENDER_ADDRESS) names a real mail server
// instead of MailDev; IMAGEKIT_* (docs/imagekit.md) keep new photos in ImageKit. With `--s3`,
// photos and backups live on a local S3 server (versitygw) and PocketBase's data in pb_data_s3,
// so that the two setups never share data.
import { fileURLToPath } from "node:url";

import { POCKETBASE_VERSION } from "@pocketkit/client/testing";

import { imagekitBrowserFromEnv, imagekitFromEnv } from "../server/imagekit-from-env";
import { providerFromEnv } from "../server/provider-from-env";
import { appDir, buildApp } from "./build-app";
import { demoDefaults } from "./demo-defaults";
import { startDemo } from "./start-demo";

const pocketbaseDir = fileURLToPath(new URL("../pocketbase/", import.meta.url));

console.log("Building the web app…");
await buildApp();
const provider = providerFromEnv(process.env);
const imagekitBrowser = imagekitBrowserFromEnv(process.env);
const onS3 = process.argv.includes("--s3");
const dataDir = `${pocketbaseDir}${onS3 ? "pb_data_s3" : "pb_data"}`;
const demo = await startDemo({
  port: demoDefaults.port,
  appPort: demoDefaults.appPort,
  mail: demoDefaults.mail,
  dataDir,
  s3: onS3 ? { folder: `${pocketbaseDir}s3_data` } : undefined,
  migrationsDir: `${pocketbaseDir}pb_migrations`,
  hooksDir: `${pocketbaseDir}pb_hooks`,
  superuser: demoDefaults.superuser,
  user: demoDefaults.user,
  provider,
  imagekit: { imagekit: imagekitFromEnv(process.env), imagekitBrowser },
  appDir,
  env: process.env,
  log: (line) => console.log(line),
});

console.log(`
Pocketkit Gallery is running (PocketBase v${POCKETBASE_VERSION}, data in apps/demo/pocketbase/${onS3 ? "pb_data_s3" : "pb_data"})

  Gallery     ${demo.galleryUrl}/
  Admin       ${demo.galleryUrl}/admin
  Dashboard   ${demo.pocketbaseUrl}/_/
  Inbox       ${demo.inboxUrl ? `${demo.inboxUrl}/  (MailDev: every mail the Gallery sends lands here)` : `mail goes to ${process.env.SMTP_HOST}`}
  Files       ${demo.s3 ? `S3 at ${demo.s3.endpoint}, bucket "gallery" (objects in apps/demo/pocketbase/s3_data)` : "PocketBase's data folder"}
  New photos  ${imagekitBrowser ? `ImageKit, shown from ${imagekitBrowser.urlEndpoint}` : "PocketBase (set IMAGEKIT_URL_ENDPOINT, IMAGEKIT_PUBLIC_KEY, IMAGEKIT_PRIVATE_KEY for ImageKit)"}
  AI          ${provider ? `${provider.model} at ${provider.baseUrl}` : "off (set AI_BASE_URL, AI_API_KEY, AI_MODEL to turn it on)"}

  Demo user   ${demoDefaults.user.email} / ${demoDefaults.user.password}
  Superuser   ${demoDefaults.superuser.email} / ${demoDefaults.superuser.password}

  A new account: sign up at ${demo.galleryUrl}/sign-up, open the mail in the inbox and follow its link.

Press Ctrl-C to stop.`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping…");
    void demo.stop().then(() => process.exit(0));
  });
}
