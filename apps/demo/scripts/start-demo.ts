// What `pnpm demo` starts, as one function its integration test starts too: a mail catcher,
// PocketBase with the Gallery's schema sending its mail there (seeded on first start), and the
// Gallery's server on one origin.
import {
  ensurePocketBase,
  startPocketBase,
  startS3Server,
  type PocketBaseServer,
  type S3Server,
} from "@pocketkit/client/testing";
import PocketBase from "pocketbase";

import type { CompletionProvider } from "@pocketkit/client/server";

import type { GalleryServerOptions } from "../server/gallery-server";
import { listenGallery, type ListeningGallery } from "../server/listen";
import { startMailCatcher, type MailCatcher } from "./mail-catcher";
import { samplePhotos } from "./sample-photos";
import { seedDemo } from "./seed";

export interface StartDemoOptions {
  /** PocketBase's port; 0 for any free one. */
  port: number;
  /** The Gallery's port (web app, AI route, PocketBase's API); 0 for any free one. */
  appPort: number;
  /** The mail catcher's SMTP and inbox ports; 0 for any free ones. Unused when `env.SMTP_HOST` names a mail server. */
  mail: { smtpPort: number; webPort: number };
  /** PocketBase's data folder; a throwaway one when not given. */
  dataDir?: string;
  migrationsDir: string;
  hooksDir: string;
  superuser: { email: string; password: string };
  /** The demo user seeded on first start. */
  user: { email: string; password: string; name: string };
  provider: CompletionProvider | undefined;
  /**
   * An ImageKit account for new photos (docs/imagekit.md): its server part and what the browser is
   * told. Photos stay in PocketBase without it.
   */
  imagekit?: Pick<GalleryServerOptions, "imagekit" | "imagekitBrowser">;
  /** The built web app; without it only the API is served. */
  appDir?: string;
  /**
   * Keep photos and backups on a local S3 server (versitygw, DESIGN §7a) instead of PocketBase's
   * data folder; its objects in `folder` (kept across runs), a throwaway one when not given.
   */
  s3?: { folder?: string };
  /** What the caller's environment says: `SMTP_*` and `MAIL_*` name a real mail server, `APP_URL` where the app is. */
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}

export interface RunningDemo {
  galleryUrl: string;
  pocketbaseUrl: string;
  /** MailDev's web inbox; `undefined` when mail goes to the server `env.SMTP_HOST` names. */
  inboxUrl: string | undefined;
  /** The S3 server photos and backups are kept on, when started with `s3`. */
  s3: S3Server | undefined;
  /** Stops everything this started. */
  stop(): Promise<void>;
}

export async function startDemo(options: StartDemoOptions): Promise<RunningDemo> {
  const env = options.env ?? {};
  const log = options.log ?? (() => {});
  const started: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    // Last started, first stopped: the Gallery, then PocketBase, then the mailbox.
    const parts = started.splice(0).reverse();
    for (const part of parts) await part.stop().catch(() => {});
  };
  try {
    let mail: MailCatcher | undefined;
    if (!env.SMTP_HOST) {
      mail = await startMailCatcher(options.mail);
      started.push(mail);
    }

    let s3: S3Server | undefined;
    if (options.s3) {
      s3 = await startS3Server({ bucket: "gallery", dataDir: options.s3.folder });
      started.push(s3);
    }

    const binary = await ensurePocketBase({ log });
    // With a fixed port the app's address is known now; with port 0, once the Gallery listens.
    const appUrl = env.APP_URL ?? (options.appPort ? `http://127.0.0.1:${options.appPort}` : undefined);
    const pocketbase: PocketBaseServer = await startPocketBase({
      binary,
      port: options.port || undefined, // undefined: a free one
      dataDir: options.dataDir,
      migrationsDir: options.migrationsDir,
      hooksDir: options.hooksDir,
      superuser: options.superuser,
      env: {
        // Email links open the Gallery's own routes.
        APP_URL: appUrl,
        MAIL_SENDER_ADDRESS: "gallery@pocketkit.dev",
        MAIL_SENDER_NAME: "Pocketkit Gallery",
        ...pick(env, "SMTP_HOST", "SMTP_PORT", "SMTP_USERNAME", "SMTP_PASSWORD", "SMTP_TLS"),
        ...pick(env, "MAIL_SENDER_ADDRESS", "MAIL_SENDER_NAME"),
        ...mail?.env,
      },
      s3: s3 && { storage: s3, backups: s3 },
    });
    started.push(pocketbase);

    const superuser = new PocketBase(pocketbase.url);
    superuser.autoCancellation(false);
    await superuser
      .collection("_superusers")
      .authWithPassword(options.superuser.email, options.superuser.password);
    const seedStarted = performance.now();
    if (await seedDemo(superuser, { user: options.user })) {
      const seconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
      log(`Seeded the demo user with ${samplePhotos.length} sample photos (${seconds} s).`);
    }

    const gallery: ListeningGallery = await listenGallery({
      port: options.appPort,
      pocketbaseUrl: pocketbase.url,
      superuser: options.superuser,
      provider: options.provider,
      ...options.imagekit,
      appDir: options.appDir,
    });
    started.push({ stop: () => gallery.close() });
    if (!appUrl) await superuser.settings.update({ meta: { appURL: gallery.url } });

    return {
      galleryUrl: gallery.url,
      pocketbaseUrl: pocketbase.url,
      inboxUrl: mail?.inboxUrl,
      s3,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function pick(env: Record<string, string | undefined>, ...names: string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = env[name];
    if (value) picked[name] = value;
  }
  return picked;
}
