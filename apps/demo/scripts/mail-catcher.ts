// The demo's mailbox: MailDev (npm `maildev`), an SMTP server that keeps every mail it is sent and
// shows them in a web inbox, so that sign-up, verification, password reset and email change work
// on a laptop with no mail server. Nothing leaves the machine.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { MailDev } from "maildev";

export interface MailCatcher {
  /** The web inbox (MailDev's UI); its REST API is under `/api/` (`GET /api/email`). */
  inboxUrl: string;
  /** PocketBase's SMTP settings for it, as `pb_hooks/settings.pb.js` reads them. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export interface MailCatcherOptions {
  /** The SMTP port PocketBase sends to; 0 for any free one. @default 1025 */
  smtpPort?: number;
  /** The inbox's port; 0 for any free one. @default 1080 */
  webPort?: number;
}

/** Starts MailDev on 127.0.0.1 and resolves once both its SMTP server and its inbox listen. */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  // A folder of its own: MailDev's default is one shared /tmp/maildev for every instance.
  const mailDirectory = await mkdtemp(join(tmpdir(), "pocketkit-demo-mail-"));
  const maildev = new MailDev({
    smtp: options.smtpPort ?? 1025,
    ip: "127.0.0.1",
    web: options.webPort ?? 1080,
    webIp: "127.0.0.1",
    mailDirectory,
    // PocketBase's SMTP client upgrades to STARTTLS whenever it is offered, and would then
    // refuse MailDev's self-signed certificate: plain SMTP on loopback is what a dev mailbox does.
    hideExtensions: ["STARTTLS"],
    silent: true,
  });
  try {
    const { smtp, api } = await maildev.start();
    return {
      inboxUrl: `http://127.0.0.1:${api!.getAddress()!.port}`,
      env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.getAddress().port) },
      async stop() {
        await maildev.stop();
        await rm(mailDirectory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await maildev.stop().catch(() => {});
    await rm(mailDirectory, { recursive: true, force: true });
    throw error;
  }
}
