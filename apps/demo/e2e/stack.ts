// The Gallery as the end-to-end tests meet it, started once per Playwright worker: a throwaway
// PocketBase with the Gallery's schema, a real SMTP server and a real OpenID Connect provider on
// loopback, a local OpenAI-compatible streaming server, and the Gallery's own server in front of
// the built app. Nothing here is mocked: the browser talks to the same processes a user's would.
import { fileURLToPath } from "node:url";

import {
  startPocketBase,
  startS3Server,
  type PocketBaseServer,
  type S3Server,
} from "@pocketkit/client/testing";
import { ImageKit } from "@imagekit/nodejs";
import { createImageKitServer } from "@pocketkit/client/server";
import { OAuth2Server } from "oauth2-mock-server";
import PocketBase, { BaseAuthStore } from "pocketbase";

// The test servers the packages' own tests use, shared rather than written twice.
import {
  startImageKitStandIn,
  type ImageKitStandIn,
  startOpenAiCompatibleServer,
  type FakeProvider,
  type ProviderRequest,
  type ProviderScript,
  startMailServer,
  type MailServer,
} from "@pocketkit/testkit";
import { appDir } from "../scripts/build-app";
import { altTextJobInstructions } from "../server/image-prompts";
import { listenGallery, type ListeningGallery } from "../server/listen";

const pocketbaseDir = fileURLToPath(new URL("../pocketbase/", import.meta.url));

export interface OidcIdentity {
  sub: string;
  email: string;
  name: string;
}

export interface GalleryStack {
  /** The Gallery's origin (web app, AI route, PocketBase's API). */
  url: string;
  pocketbase: PocketBaseServer;
  /** A client signed in as the superuser, straight to PocketBase. */
  admin: PocketBase;
  mail: MailServer;
  ai: FakeProvider;
  /** Who the OpenID Connect provider says signs in next. */
  oidc: { identity: OidcIdentity };
  /** The S3 server PocketBase keeps files and backups on, for a stack started with `storage: "s3"`. */
  s3: S3Server | undefined;
  /** The ImageKit stand-in the photos are kept in, for a stack started with `media: "imagekit"`. */
  imagekit: ImageKitStandIn | undefined;
  stop(): Promise<void>;
}

export interface GalleryStackOptions {
  /** Where PocketBase keeps uploaded files and backups. @default "local" (its data folder) */
  storage?: "local" | "s3";
  /**
   * Where the Gallery keeps photos: `"imagekit"` gives its server an ImageKit account on the
   * loopback stand-in (ImageKit's API, checked as ImageKit checks it; files served as stored).
   * @default "pocketbase"
   */
  media?: "pocketbase" | "imagekit";
}

/** Whether a request to the provider is the alt text job's (told apart by its instructions). */
export const isAltTextJob = (request: ProviderRequest) =>
  request.body.messages[0]?.content === altTextJobInstructions;

/**
 * How the stack's provider answers unless a test says otherwise: the alt text job, which
 * describes every new photo, hears UNSURE, so photos keep the names other tests find them by
 * (their titles); everything else gets the provider's `script`.
 */
export const unsureAltTextJobs = (request: ProviderRequest): ProviderScript | undefined =>
  isAltTextJob(request) ? { chunks: ["UNSURE"], delayMs: 0 } : undefined;

export async function startGalleryStack({
  storage = "local",
  media = "pocketbase",
}: GalleryStackOptions = {}): Promise<GalleryStack> {
  const s3 = storage === "s3" ? await startS3Server({ bucket: "gallery" }) : undefined;
  const imagekit = media === "imagekit" ? await startImageKitStandIn() : undefined;
  const mail = await startMailServer();
  const ai = await startOpenAiCompatibleServer();
  ai.respond = unsureAltTextJobs;

  const oidcServer = new OAuth2Server();
  await oidcServer.issuer.keys.generate("RS256");
  await oidcServer.start(0, "127.0.0.1");
  const oidc = { identity: { sub: "nobody", email: "nobody@pocketkit.test", name: "Nobody" } };
  oidcServer.service.on("beforeUserinfo", (response) => {
    response.body = { ...oidc.identity, email_verified: true };
  });
  const oidcUrl = `http://127.0.0.1:${new URL(oidcServer.issuer.url!).port}`;

  const pocketbase = await startPocketBase({
    migrationsDir: `${pocketbaseDir}pb_migrations`,
    hooksDir: `${pocketbaseDir}pb_hooks`,
    env: {
      ...mail.env,
      MAIL_SENDER_ADDRESS: "gallery@pocketkit.test",
      MAIL_SENDER_NAME: "Pocketkit Gallery",
    },
    s3: s3 && { storage: s3, backups: s3 },
  });
  const gallery: ListeningGallery = await listenGallery({
    port: 0,
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: { baseUrl: ai.url, apiKey: "e2e-key", model: "e2e-model" },
    // A failed photo is tried once more at once, so that tests meet "failed" without waiting.
    altText: { retryDelaysMs: [100] },
    ...(imagekit && {
      imagekit: createImageKitServer(
        new ImageKit({ privateKey: imagekit.privateKey, baseURL: imagekit.apiUrl, maxRetries: 0 }),
        { urlEndpoint: imagekit.deliveryUrl, statusIntervalMs: 50 },
      ),
      imagekitBrowser: {
        urlEndpoint: imagekit.deliveryUrl,
        publicKey: imagekit.publicKey,
        uploadUrl: imagekit.uploadUrl,
      },
    }),
    appDir,
    log: () => {},
  });

  const admin = new PocketBase(pocketbase.url, new BaseAuthStore());
  admin.autoCancellation(false);
  await admin
    .collection("_superusers")
    .authWithPassword(pocketbase.superuser.email, pocketbase.superuser.password);
  // Email links open the Gallery, which only now knows its port.
  await admin.settings.update({ meta: { appURL: gallery.url } });
  await admin.collections.update("users", {
    oauth2: {
      enabled: true,
      providers: [
        {
          name: "oidc",
          displayName: "Pocketkit ID",
          clientId: "pocketkit-gallery",
          clientSecret: "an e2e client secret",
          authURL: `${oidcUrl}/authorize`,
          tokenURL: `${oidcUrl}/token`,
          userInfoURL: `${oidcUrl}/userinfo`,
          pkce: true,
        },
      ],
    },
  });

  return {
    url: gallery.url,
    pocketbase,
    admin,
    mail,
    ai,
    oidc,
    s3,
    imagekit,
    async stop() {
      await Promise.allSettled([
        gallery.close(),
        pocketbase.stop(),
        mail.stop(),
        ai.close(),
        oidcServer.stop(),
      ]);
      await s3?.stop();
      await imagekit?.close();
    },
  };
}
