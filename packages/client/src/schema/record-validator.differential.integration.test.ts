import { rm } from "node:fs/promises";

import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { createRecordValidator, toPocketkitError, type CollectionSchema, type FieldSchema } from "..";
import {
  allOptionsCollection,
  idsCollection,
  requiredCollection,
  targetsCollection,
  usersCollection,
  type CollectionSpec,
} from "../test-support/differential/collections";
import { compareVerdicts, describeTally, type Tally } from "../test-support/differential/compare-verdicts";
import { fieldCases } from "../test-support/differential/field-cases";
import { copyFixtures, pocketBaseFixturesDir } from "../test-support/differential/pocketbase-fixtures";
import { serverVerdicts, type SentCase, type Verdict } from "../test-support/differential/server-verdicts";
import { createPng, startPocketBase, type PocketBaseServer } from "../testing";

// The differential test (DESIGN §9, "tested against the world"): thousands of values, each for
// one field of an otherwise valid record, judged by the client's validator and by a real
// PocketBase; the verdicts (accepted, or refused with the same code and message) must be the
// same, except for the classes in BOUNDARY_CLASSES that only the database can decide. It runs on
// collections made to hold every field type and option, and on PocketBase's own test fixtures.

interface Plan {
  collection: string;
  asSuperuser: boolean;
  /** A valid record; called once per case (unique values must differ between cases). */
  baseline: (index: number) => Record<string, unknown>;
  skip?: string[];
}

let counter = 0;
const unique = (prefix: string) => `${prefix}${(++counter).toString(36).padStart(4, "0")}`;
const freshId = () => `i${(++counter).toString(36)}`;
const png = () => new File([createPng({ width: 2, height: 2 })], "baseline.png", { type: "image/png" });

async function superuserToken(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ identity: email, password }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function api<T>(url: string, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    ...init,
    headers: { Authorization: token, "Content-Type": "application/json", ...init.headers },
  });
  const body = (await response.json().catch(() => undefined)) as T;
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function createCollection(url: string, token: string, spec: CollectionSpec): Promise<CollectionSchema> {
  const created = await api<CollectionSchema>(url, token, "/api/collections", {
    method: "POST",
    body: JSON.stringify({ name: spec.name, type: spec.type, createRule: "", fields: spec.fields }),
  });
  if (!spec.systemFields) return created;
  const fields = created.fields.map((field) => ({ ...field, ...spec.systemFields?.[field.name] }));
  return api<CollectionSchema>(url, token, `/api/collections/${created.id}`, {
    method: "PATCH",
    body: JSON.stringify({ fields }),
  });
}

async function allCollections(url: string, token: string): Promise<CollectionSchema[]> {
  return (await api<{ items: CollectionSchema[] }>(url, token, "/api/collections?perPage=500")).items;
}

/** Ids of up to four records of each collection, for relation cases. */
async function recordIds(url: string, token: string, collections: CollectionSchema[]) {
  const ids = new Map<string, string[]>();
  for (const collection of collections) {
    if (collection.type === "view") continue;
    const list = await api<{ items: { id: string }[] }>(
      url,
      token,
      `/api/collections/${collection.id}/records?perPage=4&skipTotal=1&sort=id`,
    );
    ids.set(
      collection.id,
      list.items.map((item) => item.id),
    );
  }
  return ids;
}

async function runPlans(
  name: string,
  url: string,
  token: string,
  collections: CollectionSchema[],
  plans: Plan[],
): Promise<Tally> {
  const relationIds = await recordIds(url, token, collections);
  const context = { relationIds: (id: string) => relationIds.get(id) ?? [], freshId };
  const cases: (SentCase & {
    field: string;
    schema: FieldSchema;
    collectionSchema: CollectionSchema;
    asSuperuser: boolean;
  })[] = [];
  plans.forEach((plan, planIndex) => {
    const collection = collections.find((candidate) => candidate.name === plan.collection)!;
    collection.fields.forEach((field, fieldIndex) => {
      if (field.type === "autodate" || plan.skip?.includes(field.name)) return;
      for (const value of fieldCases(field, context, 1000 * planIndex + fieldIndex)) {
        const body = { ...plan.baseline(cases.length), [field.name]: value };
        if (field.type === "password") body.passwordConfirm = value;
        cases.push({
          collection: collection.name,
          field: field.name,
          body,
          token: plan.asSuperuser ? token : undefined,
          schema: field,
          collectionSchema: collection,
          asSuperuser: plan.asSuperuser,
        });
      }
    });
  });

  const started = performance.now();
  const answers = await serverVerdicts(url, cases);
  const validators = new Map(
    collections.map((collection) => [collection.name, createRecordValidator(collection)]),
  );
  const tally: Tally = {
    name,
    cases: cases.length,
    refused: 0,
    agreements: 0,
    boundary: {},
    disagreements: [],
  };
  for (const [index, sent] of cases.entries()) {
    const answer = answers[index]!;
    const validator = validators.get(sent.collection)!;
    let client: Verdict;
    let clientOthers: Record<string, string> = {};
    try {
      const { [sent.field]: problem, ...others } = await validator.validateAsync(sent.body, {
        asSuperuser: sent.asSuperuser,
      });
      client = problem ? { code: problem.code, message: problem.message } : "accepted";
      clientOthers = Object.fromEntries(Object.entries(others).map(([field, other]) => [field, other.code]));
    } catch (error) {
      client = { code: "the validator threw", message: String(error) };
    }
    // The rest of the record (the baseline, a password's confirmation) must be judged alike too.
    const serverOthers = Object.fromEntries(
      Object.entries(answer.others).map(([field, other]) => [field, other.code]),
    );
    const othersAgree = JSON.stringify(sortKeys(clientOthers)) === JSON.stringify(sortKeys(serverOthers));
    if (answer.verdict !== "accepted") tally.refused++;
    const comparison = compareVerdicts(sent.schema, client, answer.verdict);
    if (comparison.agrees && othersAgree) tally.agreements++;
    else if (comparison.boundary && othersAgree)
      tally.boundary[comparison.boundary] = (tally.boundary[comparison.boundary] ?? 0) + 1;
    else
      tally.disagreements.push(
        `${sent.collection}.${sent.field} = ${show(sent.body[sent.field])}: client ${JSON.stringify(client)}, server ${JSON.stringify(answer.verdict)}` +
          (othersAgree
            ? ""
            : `; other fields: client ${JSON.stringify(clientOthers)}, server ${JSON.stringify(serverOthers)}`),
      );
  }
  console.log(
    `${name}: ${cases.length} cases sent and judged in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return tally;
}

const sortKeys = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

function show(value: unknown): string {
  if (Array.isArray(value) && value.some((item) => item instanceof File))
    return `[${value.map((item) => (item instanceof File ? `File(${item.name}, ${item.type}, ${item.size} B)` : JSON.stringify(item))).join(", ")}]`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 60)}…(${text.length} chars)` : text;
}

function report(tally: Tally): void {
  console.log(describeTally(tally));
  for (const line of tally.disagreements.slice(0, 400)) console.log(`  ${line}`);
}

describe("the validator and a real PocketBase agree", () => {
  describe("on collections with every field type and option", () => {
    let server: PocketBaseServer;
    let token: string;
    let collections: CollectionSchema[];
    beforeAll(async () => {
      server = await startPocketBase();
      token = await superuserToken(server.url, server.superuser.email, server.superuser.password);
      const targets = await createCollection(server.url, token, targetsCollection);
      for (const label of ["one", "two", "three", "four"])
        await api(server.url, token, `/api/collections/${targets.id}/records`, {
          method: "POST",
          body: JSON.stringify({ label }),
        });
      for (const spec of [
        allOptionsCollection(targets.id),
        requiredCollection(targets.id),
        idsCollection,
        usersCollection,
      ])
        await createCollection(server.url, token, spec);
      collections = await allCollections(server.url, token);
    });
    afterAll(() => server?.stop());

    test("field by field", { timeout: 240_000 }, async () => {
      const required = (): Record<string, unknown> => ({
        q_text: "x",
        q_editor: "x",
        q_number: 1,
        q_bool: true,
        q_email: "a@example.com",
        q_url: "https://example.com",
        q_date: "2025-01-01 00:00:00.000Z",
        q_select: ["a"],
        q_relation: [],
        q_json: { a: 1 },
        q_point: { lon: 1, lat: 1 },
        q_file: [png()],
      });
      const targetIds = (
        await recordIds(
          server.url,
          token,
          collections.filter((c) => c.name === "pk_targets"),
        )
      )
        .values()
        .next().value!;
      const plans: Plan[] = [
        { collection: "pk_all", asSuperuser: false, baseline: () => ({}) },
        {
          collection: "pk_required",
          asSuperuser: false,
          baseline: () => ({ ...required(), q_relation: [targetIds[0]] }),
        },
        {
          collection: "pk_required",
          asSuperuser: true,
          baseline: () => ({ ...required(), q_relation: [targetIds[0]], h_text: "hidden" }),
        },
        { collection: "pk_ids", asSuperuser: false, baseline: () => ({}) },
        {
          collection: "pk_users",
          asSuperuser: false,
          baseline: () => ({
            email: `${unique("u")}@example.com`,
            password: "a-fine-password",
            passwordConfirm: "a-fine-password",
          }),
          skip: ["tokenKey"],
        },
      ];
      const tally = await runPlans("custom collections", server.url, token, collections, plans);
      report(tally);
      expect(tally.disagreements).toEqual([]);
      expect(tally.refused).toBeGreaterThan(tally.cases / 4);
      expect(tally.cases - tally.refused).toBeGreaterThan(tally.cases / 4);
    });

    test("what only the server can know arrives in PocketkitError.fieldErrors under the field's name", async () => {
      const pb = new PocketBase(server.url);
      pb.autoCancellation(false);
      const refusal = async (collection: string, body: Record<string, unknown>) =>
        pb
          .collection(collection)
          .create(body)
          .then(
            () => undefined,
            (error: unknown) => toPocketkitError(error),
          );
      const missing = await refusal("pk_all", { r_one: "nonexistent0003" });
      expect(missing).toMatchObject({
        kind: "validation",
        fieldErrors: { r_one: { code: "validation_missing_rel_records" } },
      });
      const account = {
        email: "taken@example.com",
        password: "a-fine-password",
        passwordConfirm: "a-fine-password",
      };
      await pb.collection("pk_users").create(account);
      expect(await refusal("pk_users", account)).toMatchObject({
        kind: "validation",
        fieldErrors: { email: { code: "validation_not_unique" } },
      });
      await pb.collection("pk_ids").create({ id: "Taken" });
      expect(await refusal("pk_ids", { id: "tAKEN" })).toMatchObject({
        kind: "validation",
        fieldErrors: { id: { code: "validation_pk_invalid" } },
      });
      // The client foresaw none of them: these are the boundary, not misses.
      const validator = (name: string) => createRecordValidator(collections.find((c) => c.name === name)!);
      expect(await validator("pk_all").validateAsync({ r_one: "nonexistent0003" })).toEqual({});
      expect(await validator("pk_ids").validateAsync({ id: "tAKEN" })).toEqual({});
    });
  });

  describe("on PocketBase's own test fixtures", () => {
    let server: PocketBaseServer | undefined;
    let dataDir: string | undefined;
    let token: string;
    let collections: CollectionSchema[];
    beforeAll(async () => {
      const fixtures = await pocketBaseFixturesDir();
      if (!fixtures) return;
      dataDir = await copyFixtures(fixtures);
      server = await startPocketBase({ dataDir });
      token = await superuserToken(server.url, server.superuser.email, server.superuser.password);
      // The fixtures limit request rates; thousands of cases in a minute would hit the limits.
      await api(server.url, token, "/api/settings", {
        method: "PATCH",
        body: JSON.stringify({ rateLimits: { enabled: false } }),
      });
      collections = await allCollections(server.url, token);
      // bcrypt at the fixtures' cost 10 would make the auth cases most of the run; the cost
      // changes no rule.
      for (const collection of collections.filter(
        (candidate) => candidate.type === "auth" && !candidate.system,
      )) {
        const fields = collection.fields.map((field) =>
          field.type === "password" ? { ...field, cost: 4 } : field,
        );
        await api(server.url, token, `/api/collections/${collection.id}`, {
          method: "PATCH",
          body: JSON.stringify({ fields }),
        });
      }
    });
    afterAll(async () => {
      await server?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    test("field by field", { timeout: 240_000 }, async (context) => {
      if (!server)
        context.skip("PocketBase's Go module (tests/data) is not in the Go module cache and Go is missing");
      const auth = () => ({
        email: `${unique("f")}@example.com`,
        username: unique("user"),
        password: "12345678",
        passwordConfirm: "12345678",
      });
      const demo3 = collections.find((collection) => collection.name === "demo3")!;
      const demo3Ids = (await recordIds(server!.url, token, [demo3])).get(demo3.id)!;
      const plans: Plan[] = [
        { collection: "users", asSuperuser: true, baseline: auth },
        { collection: "clients", asSuperuser: true, baseline: auth },
        { collection: "nologin", asSuperuser: true, baseline: auth },
        { collection: "demo1", asSuperuser: true, baseline: () => ({}) },
        { collection: "demo2", asSuperuser: true, baseline: () => ({ title: unique("title") }) },
        { collection: "demo3", asSuperuser: true, baseline: () => ({}) },
        {
          collection: "demo4",
          asSuperuser: true,
          baseline: () => ({
            rel_one_no_cascade_required: demo3Ids[0],
            rel_many_no_cascade_required: [demo3Ids[0]],
          }),
        },
        { collection: "demo5", asSuperuser: true, baseline: () => ({}) },
      ];
      const tally = await runPlans("PocketBase's fixtures", server!.url, token, collections, plans);
      report(tally);
      expect(tally.disagreements).toEqual([]);
    });
  });
});
