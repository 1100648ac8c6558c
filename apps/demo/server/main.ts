// The Gallery's server, configured from the environment:
//   POCKETBASE_URL (default http://127.0.0.1:8090), PORT (default 5173), HOST (default 127.0.0.1)
//   DEMO_SUPERUSER_EMAIL / DEMO_SUPERUSER_PASSWORD  a superuser (AI usage is recorded with it)
//   AI_BASE_URL, AI_API_KEY, AI_MODEL               an OpenAI-compatible provider; AI is off without AI_BASE_URL
//   IMAGEKIT_PRIVATE_KEY, IMAGEKIT_PUBLIC_KEY,       an ImageKit account, for the routes that sign uploads and
//   IMAGEKIT_URL_ENDPOINT                           delete and purge files, where new photos are kept, and the
//                                                   mirror of records to ImageKit; off (503, photos in
//                                                   PocketBase) unless all three are set
//   IMAGEKIT_UPLOAD_URL                             where browsers send uploads (default ImageKit's upload API)
//   APP_DIR                                         the built app (default ../dist)
//   TRUSTED_PROXIES                                 the load balancers' addresses or CIDR ranges, comma-separated,
//                                                   whose X-Forwarded-For is believed (default none)
import { fileURLToPath } from "node:url";

import { demoDefaults } from "../scripts/demo-defaults";
import { listenGallery } from "./listen";
import { imagekitBrowserFromEnv, imagekitFromEnv } from "./imagekit-from-env";
import { providerFromEnv } from "./provider-from-env";

const server = await listenGallery({
  port: Number(process.env.PORT ?? 5173),
  hostname: process.env.HOST ?? "127.0.0.1",
  pocketbaseUrl: process.env.POCKETBASE_URL ?? `http://127.0.0.1:${demoDefaults.port}`,
  superuser: demoDefaults.superuser,
  provider: providerFromEnv(process.env),
  imagekit: imagekitFromEnv(process.env),
  imagekitBrowser: imagekitBrowserFromEnv(process.env),
  appDir: process.env.APP_DIR ?? fileURLToPath(new URL("../dist", import.meta.url)),
  trustedProxies: (process.env.TRUSTED_PROXIES ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean),
});
console.log(`Gallery server on ${server.url}`);
