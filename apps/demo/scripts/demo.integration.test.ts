import { fileURLToPath } from "node:url";

import { createPng } from "@pocketkit/client/testing";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, expect, test, vi } from "vitest";

import { startDemo, type RunningDemo } from "./start-demo";

// `pnpm demo`'s own startup (startDemo), on free ports and a throwaway data folder: a brand-new
// account gets its mails in MailDev's inbox, read through MailDev's REST API, and the links in
// them open the Gallery's own routes. Everything goes through the Gallery's origin, as the web
// app's requests do.
const pocketbaseDir = fileURLToPath(new URL("../pocketbase/", import.meta.url));
let demo: RunningDemo;

beforeAll(async () => {
  demo = await startDemo({
    port: 0,
    appPort: 0,
    mail: { smtpPort: 0, webPort: 0 },
    migrationsDir: `${pocketbaseDir}pb_migrations`,
    hooksDir: `${pocketbaseDir}pb_hooks`,
    superuser: { email: "admin@pocketkit.test", password: "a demo superuser password" },
    user: { email: "demo@pocketkit.test", password: "pocketkit-demo", name: "Demo" },
    provider: undefined,
  });
}, 120_000);
afterAll(() => demo?.stop());

interface InboxMail {
  id: string;
  subject: string;
  html: string;
  to: { address: string }[];
}

/** The newest mail to `address` in MailDev's inbox whose subject matches, once it has arrived. */
async function mailTo(address: string, subject: RegExp): Promise<InboxMail> {
  return vi.waitFor(
    async () => {
      const inbox = (await (await fetch(`${demo.inboxUrl}/api/email`)).json()) as InboxMail[];
      const mail = inbox
        .filter((item) => item.to.some((to) => to.address === address) && subject.test(item.subject))
        .at(-1);
      if (!mail) throw new Error(`no mail to ${address} matching ${subject} yet`);
      return mail;
    },
    { timeout: 15_000, interval: 100 },
  );
}

/** The link in a mail to one of the Gallery's routes, checked to open the Gallery itself. */
function linkTo(mail: InboxMail, route: string): URL {
  const href = [...mail.html.matchAll(/href="([^"]+)"/g)]
    .map((match) => new URL(match[1]!.replaceAll("&amp;", "&")))
    .find((url) => url.pathname === route);
  if (!href) throw new Error(`no link to ${route} in "${mail.subject}"`);
  expect(href.origin).toBe(demo.galleryUrl);
  return href;
}

test("the inbox is MailDev's web page", async () => {
  const page = await fetch(`${demo.inboxUrl}/`, { headers: { accept: "text/html" } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("<html");
});

test("a brand-new account signs up, verifies through the inbox, signs in, uploads a photo; reset and email change work too", async () => {
  const pb = new PocketBase(demo.galleryUrl);
  pb.autoCancellation(false);
  const email = `new-${crypto.randomUUID()}@pocketkit.test`;
  const password = "a long enough password";
  const photo = () => {
    const form = new FormData();
    form.set("owner", pb.authStore.record!.id);
    form.set("title", "First light");
    form.set("file", new File([createPng({ width: 64, height: 48 })], "first.png", { type: "image/png" }));
    return form;
  };

  // What the sign-up page does: the account, the verification mail, the sign-in.
  await pb.collection("users").create({ email, password, passwordConfirm: password, name: "Grace" });
  await pb.collection("users").requestVerification(email);
  const { record: signedUp } = await pb.collection("users").authWithPassword(email, password);
  expect(signedUp.verified).toBe(false);
  const early = await pb
    .collection("images")
    .create(photo())
    .catch((error: unknown) => error);
  expect(early).toBeInstanceOf(ClientResponseError);

  const verification = linkTo(await mailTo(email, /verify/i), "/verify-email");
  await pb.collection("users").confirmVerification(verification.searchParams.get("token")!);
  pb.authStore.clear();
  const { record: user } = await pb.collection("users").authWithPassword(email, password);
  expect(user.verified).toBe(true);

  const image = await pb.collection("images").create(photo());
  expect(image).toMatchObject({ owner: user.id, title: "First light" });
  const token = await pb.files.getToken();
  expect((await fetch(pb.files.getURL(image, image.file, { thumb: "100x100", token }))).status).toBe(200);

  // Forgot password: the mailed link's page sets a new one.
  await pb.collection("users").requestPasswordReset(email);
  const reset = linkTo(await mailTo(email, /password/i), "/reset-password");
  await pb
    .collection("users")
    .confirmPasswordReset(reset.searchParams.get("token")!, "a brand new password", "a brand new password");
  await pb.collection("users").authWithPassword(email, "a brand new password");

  // A new email: the link goes to the new address, and confirming it moves the account there.
  const newEmail = `moved-${crypto.randomUUID()}@pocketkit.test`;
  await pb.collection("users").requestEmailChange(newEmail);
  const change = linkTo(await mailTo(newEmail, /email/i), "/confirm-email-change");
  await pb.collection("users").confirmEmailChange(change.searchParams.get("token")!, "a brand new password");
  const { record: moved } = await pb.collection("users").authWithPassword(newEmail, "a brand new password");
  expect(moved).toMatchObject({ id: user.id, email: newEmail, verified: true });
});
