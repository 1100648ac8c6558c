import { signInSuperuser, signUpUser, startTestPocketBase } from "@pocketkit/testkit";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import {
  createRecordValidator,
  fieldErrorsFromIssues,
  recordZodSchema,
  type CollectionSchema,
  type FieldError,
  type FieldSchema,
} from "..";
import { createPng, type PocketBaseServer } from "../testing";

// Client and server agree, rule by rule. Every case is one value for one field on top of a
// record that is otherwise valid: the client's verdict for that field and the server's answer
// to the same create must be the same, refusal (same field, code and message) or acceptance.
let server: PocketBaseServer;
let superuser: PocketBase;
let user: PocketBase;
let collections: Record<string, CollectionSchema>;
let relationIds: string[];

beforeAll(async () => {
  server = await startTestPocketBase();
  superuser = await signInSuperuser(server.url, server.superuser);
  user = await signUpUser(server.url, server.superuser);

  // A collection with every field type and a constraint on each, beside the testkit's own.
  const targets = await superuser.collections.create({
    name: "targets",
    type: "base",
    listRule: "",
    viewRule: "",
    fields: [{ type: "text", name: "label" }],
  });
  relationIds = [];
  for (const label of ["one", "two", "three", "four"])
    relationIds.push((await superuser.collection("targets").create({ label })).id);
  await superuser.collections.create({
    name: "kitchen_sink",
    type: "base",
    createRule: "",
    fields: [
      { type: "text", name: "word", min: 3, max: 10, pattern: "^[a-z]+$" },
      { type: "text", name: "required_text", required: true },
      { type: "editor", name: "body", maxSize: 50 },
      { type: "number", name: "count", min: -5, max: 1000000, onlyInt: true },
      { type: "number", name: "ratio", min: 0.5, max: 2.5 },
      { type: "bool", name: "agreed", required: true },
      { type: "email", name: "work_email", onlyDomains: ["example.com"] },
      { type: "email", name: "any_email", exceptDomains: ["bad.com"] },
      { type: "url", name: "homepage", onlyDomains: ["example.com"] },
      { type: "url", name: "link" },
      { type: "date", name: "when", min: "2020-01-01 00:00:00.000Z", max: "2030-01-01 00:00:00.000Z" },
      { type: "autodate", name: "created", onCreate: true },
      { type: "select", name: "colours", values: ["red", "green", "blue"], maxSelect: 2 },
      { type: "select", name: "size", values: ["s", "m", "l"], required: true },
      { type: "relation", name: "targets", collectionId: targets.id, minSelect: 2, maxSelect: 3 },
      { type: "json", name: "settings", maxSize: 30, required: true },
      { type: "geoPoint", name: "place", required: true },
      { type: "file", name: "attachments", maxSelect: 2, maxSize: 100, mimeTypes: ["image/png"] },
    ],
  });
  collections = Object.fromEntries(
    (await superuser.collections.getFullList()).map((collection) => [
      collection.name,
      collection as unknown as CollectionSchema,
    ]),
  );
});
afterAll(() => server?.stop());

// --- the values tried, by field type ---------------------------------------------------------

const repeat = (text: string, times: number) => text.repeat(Math.max(0, times));

function candidates(field: FieldSchema): unknown[] {
  switch (field.type) {
    case "text": {
      const max = field.max || 5000;
      const min = field.min || 0;
      return [
        "",
        "  ",
        "abc",
        repeat("x", min - 1),
        repeat("x", min),
        repeat("x", max),
        repeat("x", max + 1),
        repeat("é", max),
        repeat("é", max + 1),
        "ABC",
        12345,
        true,
        null,
        ["abc"],
      ];
    }
    case "editor": {
      const max = field.maxSize || 5 * 1024 * 1024;
      return [
        "",
        "<p>hello</p>",
        repeat("x", max),
        repeat("x", max + 1),
        repeat("é", Math.floor(max / 2) + 1),
        7,
      ];
    }
    case "number":
      return [
        0,
        1,
        -1,
        1.5,
        -0.5,
        0.5,
        2.5,
        2.6,
        0.4,
        -5,
        -6,
        999999,
        1000000,
        1000001,
        1e21,
        "12",
        "abc",
        "",
        null,
        true,
        -0,
      ];
    case "bool":
      return [true, false, "true", "yes", 1, 0, null, "t"];
    case "email":
      return [
        "",
        "a@example.com",
        "a@Example.com",
        "a@b",
        "john@localhost",
        "a b@example.com",
        "x@bad.com",
        "x@BAD.com",
        "é@example.com",
        "a@x.com.",
        5,
      ];
    case "url":
      return [
        "",
        "https://example.com/x",
        "https://example.com:8080/x",
        "example.com/x",
        "HTTP://x.com",
        "abc",
        "http://-a.com",
        "javascript:alert(1)",
        "https://example.com/a b",
        "mailto:a@example.com",
        "http://x.com:99999",
        "http://[::1]:80/",
        "ftp://example.com",
        "xyz",
      ];
    case "date":
      return [
        "",
        "2025-01-01 10:00:00.000Z",
        "2025-01-01",
        "2019-12-31 23:59:59.999Z",
        "2030-01-01 00:00:00.001Z",
        "2030-01-01 00:00:00.000Z",
        "garbage",
        "2025-06-01T10:00:00+02:00",
        1700000000,
      ];
    case "select":
      return field.name === "size"
        ? ["", "s", "xl", ["s", "m"], "m"]
        : [
            "",
            "red",
            "pink",
            ["red", "green"],
            ["red", "green", "blue"],
            ["red", "red", "green"],
            ["red", "pink"],
            "red green",
            3,
          ];
    case "relation":
      return [
        [],
        relationIds.slice(0, 1),
        relationIds.slice(0, 2),
        relationIds.slice(0, 3),
        relationIds.slice(0, 4),
        [relationIds[0], relationIds[0]],
        "",
      ];
    case "json": {
      const max = field.maxSize || 1024 * 1024;
      return [
        null,
        {},
        [],
        "",
        "abc",
        "[1,2]",
        { a: repeat("x", max) },
        { a: repeat("<", Math.floor(max / 6)) },
        { a: repeat("<", Math.floor(max / 2) - 8) },
        0,
        false,
        { ok: 1 },
      ];
    }
    case "geoPoint":
      return [
        { lon: 0, lat: 0 },
        { lon: 10, lat: 20 },
        { lon: 200, lat: 0 },
        { lon: 0, lat: -91 },
        { lon: 180, lat: 90 },
        { lon: -180, lat: -90 },
        { LON: 5, Lat: 6 },
        null,
        "x",
        [1, 2],
      ];
    case "password":
      return ["", "short", repeat("x", 8), repeat("x", 71), repeat("x", 72), repeat("é", 40)];
    default:
      return [];
  }
}

const png = (name: string, size = 0) => {
  const image = createPng({ width: 4, height: 4 });
  const bytes = new Uint8Array(Math.max(size, image.length));
  bytes.set(image);
  return new File([bytes], name, { type: "image/png" });
};

function fileCandidates(field: FieldSchema): unknown[] {
  if (field.type !== "file") return [];
  const maxSize = field.maxSize || 5 * 1024 * 1024;
  return [
    [],
    [png("a.png")],
    [png("a.png"), png("b.png")],
    [png("a.png"), png("b.png"), png("c.png")],
    [new File(["words"], "notes.txt", { type: "text/plain" })],
    [png("big.png", maxSize + 1)],
    [png("exact.png", maxSize)],
  ];
}

// --- sending a case to the server ------------------------------------------------------------

type Verdict = FieldError | "accepted" | "refused without field errors";

async function serverVerdict(
  client: PocketBase,
  collection: string,
  body: Record<string, unknown>,
  field: string,
): Promise<Verdict> {
  const files = Object.entries(body).filter(
    ([, value]) => Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof File),
  );
  let payload: Record<string, unknown> | FormData = body;
  if (files.length > 0) {
    const form = new FormData();
    const rest = { ...body };
    for (const [name, list] of files) {
      delete rest[name];
      for (const file of list as File[]) form.append(name, file);
    }
    form.append("@jsonPayload", JSON.stringify(rest));
    payload = form;
  }
  try {
    const record = await client.collection(collection).create(payload);
    await superuser.collection(collection).delete(record.id);
    return "accepted";
  } catch (error) {
    if (!(error instanceof ClientResponseError) || error.status !== 400) throw error;
    const data = error.response.data as Record<string, FieldError>;
    if (Object.keys(data).length === 0) return "refused without field errors";
    const problem = data[field];
    if (!problem)
      throw new Error(`the baseline of ${collection} is not valid: ${JSON.stringify(data)}`, {
        cause: error,
      });
    return { code: problem.code, message: problem.message };
  }
}

interface Plan {
  collection: string;
  client: () => PocketBase;
  baseline: () => Record<string, unknown>;
  /** Fields ruled by API rules or pb_hooks rather than by the schema. */
  skip: string[];
}

// kit_relation is left out: its candidates would be the targets above, not kit_text records.
const kitCollections = [
  "kit_text",
  "kit_editor",
  "kit_number",
  "kit_bool",
  "kit_email",
  "kit_url",
  "kit_date",
  "kit_select",
  "kit_multiselect",
  "kit_file",
  "kit_json",
  "kit_geopoint",
];

const plans = (): Plan[] => [
  {
    collection: "kitchen_sink",
    client: () => new PocketBase(server.url),
    baseline: () => ({
      required_text: "ok",
      agreed: true,
      size: "m",
      targets: relationIds.slice(0, 2),
      settings: { a: 1 },
      place: { lon: 10, lat: 20 },
    }),
    skip: [],
  },
  {
    collection: "notes",
    client: () => user,
    baseline: () => ({ owner: user.authStore.record!.id, title: "Note" }),
    // owner: must be the user (API rule); parent: the relation candidates are targets, not notes.
    skip: ["owner", "parent"],
  },
  // The testkit's kitchen sink, a collection per field type; its rules are for editors (members),
  // so a superuser sends them, as it does the users.
  ...kitCollections.map((collection) => ({
    collection,
    client: () => superuser,
    baseline: () => ({ name: "Name" }),
    skip: [],
  })),
  {
    collection: "users",
    client: () => superuser,
    baseline: () => ({
      email: `${crypto.randomUUID()}@pocketkit.test`,
      password: "a fine password",
      passwordConfirm: "a fine password",
      name: "Ada",
    }),
    // verified and emailVisibility are the superuser's to set; tokenKey is generated.
    skip: ["verified", "emailVisibility", "tokenKey"],
  },
];

describe("client and server agree", () => {
  test.each(["kitchen_sink", "notes", ...kitCollections, "users"])("on every field of %s", async (name) => {
    const plan = plans().find((candidate) => candidate.collection === name)!;
    const collection = collections[name]!;
    const validator = createRecordValidator(collection);
    const disagreements: string[] = [];
    let refused = 0;
    let accepted = 0;

    for (const field of collection.fields) {
      if (plan.skip.includes(field.name) || field.type === "autodate" || field.name === "id") continue;
      const values = field.type === "file" ? fileCandidates(field) : candidates(field);
      for (const value of values) {
        const body = { ...plan.baseline(), [field.name]: value };
        if (field.type === "password") body.passwordConfirm = value;
        // validateAsync: a file's type is judged from its bytes, as PocketBase judges it.
        const client = (await validator.validateAsync(body, { asSuperuser: plan.client() === superuser }))[
          field.name
        ];
        const serverSays = await serverVerdict(plan.client(), name, body, field.name);
        const clientSays: Verdict = client ?? "accepted";
        // The server words a file-type refusal with its own random file name; the code must match.
        const same =
          typeof clientSays === "string" || typeof serverSays === "string"
            ? clientSays === serverSays
            : clientSays.code === serverSays.code &&
              (field.type === "file" || clientSays.message === serverSays.message);
        if (!same) {
          disagreements.push(
            `${field.name} = ${JSON.stringify(value)?.slice(0, 60)}: client ${JSON.stringify(clientSays)}, server ${JSON.stringify(serverSays)}`,
          );
        }
        if (serverSays === "accepted") accepted++;
        else refused++;
      }
    }
    expect(disagreements).toEqual([]);
    // Both kinds of verdict were exercised.
    expect(accepted).toBeGreaterThan(2);
    expect(refused).toBeGreaterThan(2);
  });

  test("on the auth form rules of a sign-up", async () => {
    const validator = createRecordValidator(collections.users!);
    const cases: Record<string, unknown>[] = [
      {},
      { email: "x@pocketkit.test", password: "a fine password" },
      { email: "x@pocketkit.test", password: "a fine password", passwordConfirm: "another one" },
    ];
    for (const body of cases) {
      const expected = validator.validate(body);
      const anonymous = new PocketBase(server.url);
      const actual = await anonymous
        .collection("users")
        .create(body)
        .then(
          () => ({}),
          (error: ClientResponseError) =>
            Object.fromEntries(
              Object.entries(error.response.data as Record<string, FieldError>).map(([name, problem]) => [
                name,
                { code: problem.code, message: problem.message },
              ]),
            ),
        );
      expect(expected).toEqual(actual);
    }
  });
});

test("the zod schema reports the same problems under the same paths", () => {
  const schema = recordZodSchema(createRecordValidator(collections.notes!));
  const result = schema.safeParse({ owner: "x", title: repeat("x", 201) });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
    [["title"], "Must be no more than 200 character(s)."],
  ]);
  expect(fieldErrorsFromIssues(result.error!.issues)).toEqual({
    title: { code: "validation_max_text_constraint", message: "Must be no more than 200 character(s)." },
  });
  expect(schema.safeParse({ owner: "x", title: "Holidays" }).success).toBe(true);
});
