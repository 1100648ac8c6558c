import { setupServer } from "msw/node";
import PocketBase, { ClientResponseError, type AuthMethodsList } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

// The hooks' SMTP test server (test-only code, no package import): PocketBase's mails carry the
// codes and links the auth scenario follows.
import { startMailServer, type MailServer, signUpUser, startTestPocketBase } from "@pocketkit/testkit";
import type { CollectionSchema } from "..";
import { createPng, type PocketBaseServer } from "../testing";
import { createPocketBaseMock, type MockMail } from "./index";

// The mock is only worth having if it behaves like PocketBase where stories rely on it. One
// scenario runs against the real server and against the mock; what the SDK sees must match.
const MOCK_URL = "http://mock.pocketbase.test";
let real: PocketBaseServer;
let mail: MailServer;
let superuser: PocketBase;
let schema: Record<string, CollectionSchema>;
const msw = setupServer();

beforeAll(async () => {
  mail = await startMailServer();
  real = await startTestPocketBase();
  superuser = new PocketBase(real.url);
  superuser.autoCancellation(false);
  await superuser.collection("_superusers").authWithPassword(real.superuser.email, real.superuser.password);
  // The test schema sends no mail of its own: the SMTP test server, as an app's settings would.
  await superuser.settings.update({
    meta: { appURL: "https://app.pocketkit.test", senderAddress: "app@pocketkit.test" },
    smtp: {
      enabled: true,
      host: mail.env.SMTP_HOST,
      port: Number(mail.env.SMTP_PORT),
      username: mail.env.SMTP_USERNAME,
      password: mail.env.SMTP_PASSWORD,
      tls: false,
    },
  });
  schema = Object.fromEntries(
    (await superuser.collections.getFullList()).map((collection) => [
      collection.name,
      collection as unknown as CollectionSchema,
    ]),
  );
  msw.listen({ onUnhandledFrame: "bypass" });
});
afterAll(async () => {
  msw.close();
  await real?.stop();
  await mail?.stop();
});

async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return { ok: await run() };
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error;
    // An MFA step answers with a bare `{ mfaId }`, no `data`.
    const data = (error.response.data ?? {}) as Record<string, { code: string }>;
    return {
      status: error.status,
      message: error.response.message,
      fields: Object.fromEntries(Object.entries(data).map(([name, problem]) => [name, problem.code])),
    };
  }
}

async function scenario(pb: PocketBase, email: string, password: string): Promise<unknown[]> {
  const steps: unknown[] = [];
  steps.push(await outcome(() => pb.collection("users").authWithPassword(email, "wrong password")));
  const { record: user } = await pb.collection("users").authWithPassword(email, password);
  steps.push(user.email === email);
  const notes = pb.collection("notes");
  for (const title of ["Bravo", "Alpha", "Charlie"]) await notes.create({ owner: user.id, title });
  const titles = (list: { items: Record<string, unknown>[] }) =>
    list.items.map((item) => item.title as string);
  const first = await notes.getList(1, 2, { sort: "title" });
  steps.push([titles(first), first.totalItems, first.totalPages]);
  steps.push(titles(await notes.getList(2, 2, { sort: "title" })));
  steps.push(titles(await notes.getList(1, 30, { sort: "-title" })));
  steps.push(
    titles(await notes.getList(1, 30, { filter: pb.filter("title = {:title}", { title: "Bravo" }) })),
  );
  steps.push(titles(await notes.getList(1, 30, { filter: "title ~ 'RAV'" })));
  steps.push((await notes.getList(1, 30, { skipTotal: true })).totalItems);
  steps.push(await outcome(() => notes.getOne("doesnotexist123")));
  steps.push(await outcome(() => notes.create({ owner: user.id, title: "" })));
  steps.push(await outcome(() => notes.create({ owner: user.id, title: "x".repeat(201) })));
  const bravo = (await notes.getList(1, 1, { filter: "title = 'Bravo'" })).items[0]!;
  steps.push((await notes.update(bravo.id, { title: "Bravo 2" })).title);
  await notes.delete(bravo.id);
  steps.push((await notes.getList(1, 30)).totalItems);

  const form = new FormData();
  form.set("owner", user.id);
  form.set("title", "Upload");
  const png = createPng({ width: 10, height: 8 });
  form.set("attachment", new File([png], "Photo One.png", { type: "image/png" }));
  const upload = await notes.create(form);
  steps.push([upload.title, /^photo_one_\w{10}\.png$/.test(upload.attachment)]);
  const fileResponse = await fetch(
    pb.files.getURL(upload, upload.attachment, { token: await pb.files.getToken() }),
  );
  steps.push([fileResponse.status, (await fileResponse.arrayBuffer()).byteLength === png.length]);

  // Changing one's password: the old one is asked for, then the new one signs in.
  const users = pb.collection("users");
  steps.push(
    await outcome(() =>
      users.update(user.id, { oldPassword: "nope", password: "new one!", passwordConfirm: "new one!" }),
    ),
  );
  steps.push(
    await outcome(() =>
      users.update(user.id, { oldPassword: password, password: "new one!", passwordConfirm: "other!!!" }),
    ),
  );
  await users.update(user.id, { oldPassword: password, password: "new one!", passwordConfirm: "new one!" });
  steps.push(await outcome(() => users.authWithPassword(email, password)));
  steps.push((await users.authWithPassword(email, "new one!")).record.id === user.id);
  // Deleting one's own account.
  await users.delete(user.id);
  steps.push(await outcome(() => users.authWithPassword(email, "new one!")));
  return steps;
}

test("the mock answers the SDK as the real PocketBase does", async () => {
  const realClient = await signUpUser(real.url, real.superuser);
  const email = realClient.authStore.record!.email as string;
  realClient.authStore.clear();
  const fromReal = await scenario(realClient, email, "correct horse");

  const mock = createPocketBaseMock({
    baseUrl: MOCK_URL,
    collections: { notes: { schema: schema.notes } },
    users: [{ email: "ada@pocketkit.test", password: "correct horse" }],
  });
  msw.use(...mock.handlers);
  const mockClient = new PocketBase(MOCK_URL);
  mockClient.autoCancellation(false);
  const fromMock = await scenario(mockClient, "ada@pocketkit.test", "correct horse");

  expect(fromMock.slice(1)).toEqual(fromReal.slice(1));
  // The sign-in refusal: same status and message (the email differs by design).
  expect(fromMock[0]).toEqual(fromReal[0]);
  expect(fromReal[0]).toMatchObject({ status: 400, message: "Failed to authenticate." });
});

test("reset() brings the starting records back", async () => {
  const mock = createPocketBaseMock({
    baseUrl: MOCK_URL,
    collections: { notes: { records: [{ title: "Seed" }] } },
  });
  msw.use(...mock.handlers);
  const pb = new PocketBase(MOCK_URL);
  await pb.collection("notes").create({ title: "Added" });
  expect(mock.records("notes").map((note) => note.title)).toEqual(["Seed", "Added"]);
  mock.reset();
  expect(mock.records("notes").map((note) => note.title)).toEqual(["Seed"]);
});

/** Where a scenario reads its mail: the SMTP server's inbox, or the mock's `mails()`. */
interface Inbox {
  code(to: string): Promise<string>;
  token(to: string, kind: Exclude<MockMail["kind"], "otp">): Promise<string>;
}

const realInbox: Inbox = {
  async code(to) {
    const { text } = await mail.waitForMail(to);
    return /one-time password is:\s*(\d+)/i.exec(text)?.[1] ?? "";
  },
  async token(to, kind) {
    // PocketBase's own templates: links to its dashboard's routes, the token last.
    const route = {
      "password-reset": "confirm-password-reset",
      verification: "confirm-verification",
      "email-change": "confirm-email-change",
    };
    const { links } = await mail.waitForMail(to);
    const pattern = new RegExp(`/auth/${route[kind]}/([^/?#\\s]+)`);
    return links.map((link) => pattern.exec(link)?.[1]).find(Boolean) ?? "";
  },
};

function mockInbox(mock: ReturnType<typeof createPocketBaseMock>): Inbox {
  const last = (to: string, kind: MockMail["kind"]) =>
    mock.mails().findLast((sent) => sent.to === to && sent.kind === kind);
  return {
    code: async (to) => last(to, "otp")?.code ?? "",
    token: async (to, kind) => last(to, kind)?.token ?? "",
  };
}

/** What a sign-in screen reads of the methods: everything but the one-time OAuth2 values. */
function methodsShape({ oauth2, ...rest }: AuthMethodsList) {
  return {
    ...rest,
    oauth2: {
      enabled: oauth2.enabled,
      providers: oauth2.providers.map((provider) => ({
        keys: Object.keys(provider).sort(),
        name: provider.name,
        displayName: provider.displayName,
        stateInUrl: provider.authURL.includes(`state=${provider.state}`),
        redirectLast: provider.authURL.endsWith("&redirect_uri="),
      })),
    },
  };
}

interface People {
  /** Can sign in with "correct horse"; not verified. */
  ada: string;
  /** Another account; not verified. */
  bob: string;
  /** An address nobody has, for sign-up and the email change. */
  fresh: string;
}

async function authScenario(pb: PocketBase, people: People, inbox: Inbox): Promise<unknown[]> {
  const users = pb.collection("users");
  const steps: unknown[] = [];
  steps.push(methodsShape(await pb.collection("users").listAuthMethods()));

  // One-time passwords: an otpId for anyone, a code in the mail of those who exist.
  steps.push(await outcome(() => users.requestOTP("")));
  steps.push(/^\w{15}$/.test((await users.requestOTP("nobody@pocketkit.test")).otpId));
  const { otpId } = await users.requestOTP(people.ada);
  const code = await inbox.code(people.ada);
  steps.push(await outcome(() => users.authWithOTP(otpId, code === "00000000" ? "11111111" : "00000000")));
  steps.push(await outcome(() => users.authWithOTP("", "")));
  steps.push((await users.authWithOTP(otpId, code)).record.email === people.ada);
  steps.push(await outcome(() => users.authWithOTP(otpId, code)));
  pb.authStore.clear();
  steps.push(await outcome(() => users.authWithPassword("", "")));

  // Sign-up refusals, in PocketBase's order, and what a new account looks like.
  const signUp = (email: string, password: string, passwordConfirm = password) =>
    outcome(() => users.create({ email, password, passwordConfirm }));
  steps.push(await signUp(people.ada, "correct horse"));
  steps.push(await signUp(people.fresh, "short"));
  steps.push(await signUp(people.ada, "short", "shorx"));
  steps.push(await signUp("not an email", "correct horse"));
  const created = await users.create({
    email: people.fresh,
    password: "correct horse",
    passwordConfirm: "correct horse",
  });
  steps.push([created.verified, created.emailVisibility, created.name]);

  // Password reset: the same answer for any address; the link works once.
  steps.push(await users.requestPasswordReset("nobody@pocketkit.test"));
  steps.push(await outcome(() => users.requestPasswordReset("")));
  steps.push(await users.requestPasswordReset(people.ada));
  const resetToken = await inbox.token(people.ada, "password-reset");
  steps.push(await outcome(() => users.confirmPasswordReset("garbage", "new password", "new password")));
  steps.push(await outcome(() => users.confirmPasswordReset(resetToken, "new", "nex")));
  steps.push(await users.confirmPasswordReset(resetToken, "new password", "new password"));
  steps.push(await outcome(() => users.confirmPasswordReset(resetToken, "other password", "other password")));
  steps.push(await outcome(() => users.authWithPassword(people.ada, "correct horse")));
  const { record: ada } = await users.authWithPassword(people.ada, "new password");
  steps.push(ada.verified);
  pb.authStore.clear();

  // Verification: the link verifies, and may be opened again.
  steps.push(await outcome(() => users.requestVerification("")));
  steps.push(await users.requestVerification(people.bob));
  const verifyToken = await inbox.token(people.bob, "verification");
  steps.push(await outcome(() => users.confirmVerification("garbage")));
  steps.push(await users.confirmVerification(verifyToken));
  steps.push(await users.confirmVerification(verifyToken));
  steps.push((await users.authWithPassword(people.bob, "correct horse")).record.verified);
  pb.authStore.clear();

  // Email change: signed in to ask; the link and the current password to confirm.
  steps.push(await outcome(() => users.requestEmailChange(`new-${people.fresh}`)));
  await users.authWithPassword(people.ada, "new password");
  steps.push(await outcome(() => users.requestEmailChange(people.bob)));
  steps.push(await outcome(() => users.requestEmailChange("")));
  steps.push(await users.requestEmailChange(`new-${people.fresh}`));
  const changeToken = await inbox.token(`new-${people.fresh}`, "email-change");
  steps.push(await outcome(() => users.confirmEmailChange(changeToken, "wrong password")));
  steps.push(await outcome(() => users.confirmEmailChange(changeToken, "")));
  steps.push(await users.confirmEmailChange(changeToken, "new password"));
  // The SDK signs this device out: the session was for the old address.
  steps.push(pb.authStore.isValid);
  steps.push(await outcome(() => users.confirmEmailChange(changeToken, "new password")));
  steps.push(
    (await users.authWithPassword(`new-${people.fresh}`, "new password")).record.email ===
      `new-${people.fresh}`,
  );
  pb.authStore.clear();
  return steps;
}

async function mfaScenario(pb: PocketBase, email: string, inbox: Inbox): Promise<unknown[]> {
  const users = pb.collection("users");
  const steps: unknown[] = [];
  steps.push(methodsShape(await users.listAuthMethods()).mfa);
  const first = await outcome(() => users.authWithPassword(email, "correct horse"));
  steps.push(first);
  const mfaId = await users.authWithPassword(email, "correct horse").then(
    () => "",
    (error: ClientResponseError) => String((error.response as { mfaId?: string }).mfaId ?? ""),
  );
  steps.push(mfaId.length > 0);
  // A wrong mfaId uses the code up.
  const wasted = await users.requestOTP(email);
  const wastedCode = await inbox.code(email);
  steps.push(await outcome(() => users.authWithOTP(wasted.otpId, wastedCode, { mfaId: "wrongmfaid12345" })));
  steps.push(await outcome(() => users.authWithOTP(wasted.otpId, wastedCode, { mfaId })));
  const { otpId } = await users.requestOTP(email);
  const code = await inbox.code(email);
  steps.push(pb.authStore.isValid);
  steps.push((await users.authWithOTP(otpId, code, { mfaId })).record.email === email);
  pb.authStore.clear();
  return steps;
}

test("the auth flows of the mock answer the SDK as the real PocketBase does", async () => {
  const newEmail = () => `${crypto.randomUUID()}@pocketkit.test`;
  await superuser.collections.update("users", {
    otp: { enabled: true },
    oauth2: {
      enabled: true,
      providers: [{ name: "github", clientId: "pocketkit-app", clientSecret: "a client secret" }],
    },
  });
  // Signed up as anyone can, so not verified yet: the scenario verifies Bob through the mail.
  const realPeople: People = { ada: newEmail(), bob: newEmail(), fresh: newEmail() };
  for (const email of [realPeople.ada, realPeople.bob]) {
    await new PocketBase(real.url)
      .collection("users")
      .create({ email, password: "correct horse", passwordConfirm: "correct horse" });
  }
  const realClient = new PocketBase(real.url);
  realClient.autoCancellation(false);
  const fromReal = await authScenario(realClient, realPeople, realInbox);

  const mockPeople: People = {
    ada: "ada@pocketkit.test",
    bob: "bob@pocketkit.test",
    fresh: "new@pocketkit.test",
  };
  const mock = createPocketBaseMock({
    baseUrl: MOCK_URL,
    users: [
      { email: mockPeople.ada, password: "correct horse", fields: { verified: false } },
      { email: mockPeople.bob, password: "correct horse", fields: { verified: false } },
    ],
    oauth2Providers: ["github"],
    otp: true,
  });
  msw.use(...mock.handlers);
  const mockClient = new PocketBase(MOCK_URL);
  mockClient.autoCancellation(false);
  const fromMock = await authScenario(mockClient, mockPeople, mockInbox(mock));
  expect(fromMock).toEqual(fromReal);

  const email = (await signUpUser(real.url, real.superuser)).authStore.record!.email as string;
  await superuser.collections.update("users", { mfa: { enabled: true } });
  try {
    const realMfa = await mfaScenario(realClient, email, realInbox);
    const mfaMock = createPocketBaseMock({
      baseUrl: MOCK_URL,
      users: [{ email: "ada@pocketkit.test", password: "correct horse" }],
      otp: true,
      mfa: true,
    });
    msw.use(...mfaMock.handlers);
    expect(await mfaScenario(mockClient, "ada@pocketkit.test", mockInbox(mfaMock))).toEqual(realMfa);
  } finally {
    await superuser.collections.update("users", {
      mfa: { enabled: false },
      otp: { enabled: false },
      oauth2: { enabled: false, providers: [] },
    });
  }
});

test("reset() forgets mails and codes", async () => {
  const mock = createPocketBaseMock({
    baseUrl: MOCK_URL,
    users: [{ email: "ada@pocketkit.test", password: "correct horse" }],
    otp: true,
  });
  msw.use(...mock.handlers);
  const pb = new PocketBase(MOCK_URL);
  const { otpId } = await pb.collection("users").requestOTP("ada@pocketkit.test");
  const code = mock.mails()[0]!.code!;
  mock.reset();
  expect(mock.mails()).toEqual([]);
  await expect(pb.collection("users").authWithOTP(otpId, code)).rejects.toMatchObject({ status: 400 });
});
