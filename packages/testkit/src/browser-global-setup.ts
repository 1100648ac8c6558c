// Global setup of the browser test project: the browser cannot start processes, so PocketBase
// with the testkit's schema (and proxies in front of it for network faults), and the ImageKit
// stand-in with the app routes that sign uploads for it, are started here, in Node, and their
// URLs are handed to the tests through `inject()`.
import { ensurePocketBase } from "@pocketkit/client/testing";
import type { TestProject } from "vitest/node";

import { startImageKitAppRoutes, startImageKitStandIn } from "./imagekit-stand-in";
import { startTestPocketBase } from "./test-pocketbase";
import { startProxy } from "./throttling-proxy";
import type {} from "./browser-context";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.POCKETBASE_BIN = await ensurePocketBase({ log: (line) => console.log(`[pocketkit] ${line}`) });
  const [server, kitchenSink] = await Promise.all([startTestPocketBase(), startTestPocketBase()]);
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

  const imagekit = await startImageKitStandIn();
  const [imagekitRoutes, slowImageKit] = await Promise.all([
    startImageKitAppRoutes(imagekit),
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
  });
  return async () => {
    await Promise.all([...proxies, slowImageKit].map((proxy) => proxy.close()));
    await Promise.all([imagekitRoutes.close(), imagekit.close()]);
    await Promise.all([server.stop(), kitchenSink.stop()]);
  };
}
