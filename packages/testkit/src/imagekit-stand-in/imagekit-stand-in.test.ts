import { createHmac, randomUUID } from "node:crypto";

import { afterAll, beforeAll, expect, test } from "vitest";

import { startImageKitStandIn, type ImageKitStandIn } from ".";

// The stand-in's own strictness, with plain requests: what ImageKit's reference says is refused
// is refused, and what the adapter does not send is refused too, so that a mistake fails a test
// rather than passing here and failing at ImageKit. The official SDKs are run against it in
// @pocketkit/client's ImageKit tests.
let standIn: ImageKitStandIn;

beforeAll(async () => {
  standIn = await startImageKitStandIn();
});
afterAll(() => standIn?.close());

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString("base64")}`;

function api(path: string, init: { method?: string; body?: unknown; authorization?: string | null } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (init.authorization !== null) headers.authorization = init.authorization ?? basic(standIn.privateKey);
  return fetch(`${standIn.apiUrl}${path}`, {
    method: init.method ?? "POST",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

function signedForm(
  fields: Record<string, string> = {},
  expire = Math.floor(Date.now() / 1000) + 60,
): FormData {
  const token = randomUUID();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "a.png");
  form.set("fileName", "a.png");
  form.set("publicKey", standIn.publicKey);
  form.set("token", token);
  form.set("expire", String(expire));
  form.set(
    "signature",
    createHmac("sha1", standIn.privateKey)
      .update(token + expire)
      .digest("hex"),
  );
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const upload = (form: FormData, headers: Record<string, string> = {}) =>
  fetch(standIn.uploadUrl, { method: "POST", body: form, headers });

test("the server API wants the private key as Basic auth's user name", async () => {
  const body = { folderName: "a", parentFolderPath: "/" };
  const without = await api("/v1/folder", { body, authorization: null });
  expect(without.status).toBe(401);
  expect(await without.json()).toEqual({
    message: "Your request does not contain private API key.",
    help: "For support kindly contact us at support@imagekit.io.",
  });
  expect((await api("/v1/folder", { body, authorization: basic("private_guess") })).status).toBe(403);
  expect((await api("/v1/folder", { body })).status).toBe(201);
});

test("JSON bodies are checked field by field", async () => {
  const unknown = await api("/v1/folder", {
    body: { folderName: "a", parentFolderPath: "/", colour: "red" },
  });
  expect(unknown.status).toBe(400);
  expect(await unknown.json()).toMatchObject({
    message: "Your request contains an unknown parameter: colour.",
  });
  const missing = await api("/v1/files/move", { body: { sourceFilePath: "/a.png" } });
  expect(await missing.json()).toMatchObject({
    message: "Your request is missing destinationPath parameter.",
    reason: "MISSING_PARAMETER",
  });
  const wrongKind = await api("/v1/files/purge", { body: { url: 42 } });
  expect(wrongKind.status).toBe(400);
});

test("an endpoint the adapter does not call is not served", async () => {
  expect((await api("/v1/files", { method: "GET" })).status).toBe(404);
});

test("an upload signed as ImageKit signs is stored; the signature must be lowercase hex of token + expire", async () => {
  const accepted = await upload(signedForm({ folder: "/checks/" }));
  expect(accepted.status).toBe(200);
  expect(await accepted.json()).toMatchObject({
    filePath: expect.stringMatching(/^\/checks\/a_\w+\.png$/),
    size: 3,
  });

  const shouting = signedForm();
  shouting.set("signature", String(shouting.get("signature")).toUpperCase());
  expect((await upload(shouting)).status).toBe(400);
});

test("an upload with unknown or repeated fields, a missing file name, or Basic auth beside a signature is refused", async () => {
  const unknown = await upload(signedForm({ albumId: "x" }));
  expect(await unknown.json()).toMatchObject({
    message: "Your request contains an unknown parameter: albumId.",
  });

  const repeated = signedForm();
  repeated.append("tags", "a");
  repeated.append("tags", "b");
  expect((await upload(repeated)).status).toBe(400);

  const nameless = signedForm();
  nameless.delete("fileName");
  expect(await (await upload(nameless)).json()).toMatchObject({
    message: "Your request is missing fileName parameter.",
  });

  const both = await upload(signedForm(), { authorization: basic(standIn.privateKey) });
  expect(await both.json()).toMatchObject({
    message:
      "Your request contains both signature and basic auth parameter. Use only one method, you might be exposing your private API key.",
  });

  expect((await upload(signedForm({ useUniqueFileName: "yes" }))).status).toBe(400);
});
