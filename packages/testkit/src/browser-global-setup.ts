// Global setup of the browser test project: the browser cannot start processes, so PocketBase
// with the testkit's schema (and proxies in front of it for network faults), one with its files on a
// real S3 server, and the ImageKit stand-in with the app routes that sign uploads for it, are
// started here, in Node, and their URLs are handed to the tests through `inject()`.
import { ensurePocketBase, ensureVersityGw, startS3Server } from "@pocketkit/client/testing";
import type { TestProject } from "vitest/node";

import { startImageKitAppRoutes, startImageKitStandIn } from "./imagekit-stand-in";
import { startTestPocketBase } from "./test-pocketbase";
import { startProxy } from "./throttling-proxy";
import type {} from "./browser-context";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const log = (line: string) => console.log(`[pocketkit] ${line}`);
  process.env.POCKETBASE_BIN = await ensurePocketBase({ log });
  process.env.VERSITYGW_BIN = await ensureVersityGw({ log });
  const s3 = await startS3Server();
  const [server, kitchenSink, onS3] = await Promise.all([
    startTestPocketBase(),
    startTestPocketBase(),
    startTestPocketBase({ s3: { storage: s3, backups: s3 } }),
  ]);
  const proxies = await Promise.all([
    startProxy(server.url, { kind: "throttle", bytesPerSecond: 8 * 1024 * 1024 }),
    startProxy(server.url, { kind: "stall", afterBytes: 1024 * 1024 }),
    startProxy(server.url, { kind: "drop", afterBytes: 1024 * 1024 }),
  ]);
  project.provide("pocketbaseUrl", server.url);
  project.provide("superuser", server.superuser);
  project.provide("slowProxyUrl", proxies[0].url);
  project.provide("stallingProxyUrl", proxies[1].url);
  project.provide("droppingProxyUrl", proxies[2].url);
  project.provide("kitchenSinkUrl", kitchenSink.url);
  project.provide("kitchenSinkSuperuser", kitchenSink.superuser);
  project.provide("s3PocketBaseUrl", onS3.url);
  project.provide("s3PocketBaseSuperuser", onS3.superuser);
  project.provide("s3SecretKey", s3.secretKey);

  const imagekit = await startImageKitStandIn();
  const [imagekitRoutes, slowImageKit] = await Promise.all([
    // The browser tests' records of ImageKit files live in this collection (made by those tests).
    startImageKitAppRoutes(imagekit, { pocketbaseUrl: server.url, collection: "imagekit_photos" }),
    startProxy(imagekit.apiUrl, { kind: "throttle", bytesPerSecond: 8 * 1024 * 1024 }),
  ]);
  project.provide("imagekit", {
    standInUrl: imagekit.apiUrl,
    uploadUrl: imagekit.uploadUrl,
    slowUploadUrl: `${slowImageKit.url}/api/v1/files/upload`,
    appRoutesUrl: imagekitRoutes.url,
    publicKey: imagekit.publicKey,
    standInPrivateKey: imagekit.privateKey,
    urlEndpoint: imagekit.urlEndpoint,
    deliveryUrl: imagekit.deliveryUrl,
  });
  return async () => {
    await Promise.all([...proxies, slowImageKit].map((proxy) => proxy.close()));
    await Promise.all([imagekitRoutes.close(), imagekit.close()]);
    await Promise.all([server.stop(), kitchenSink.stop(), onS3.stop()]);
    await s3.stop();
  };
}
