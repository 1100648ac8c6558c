import PocketBase, { BaseAuthStore } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { buildSearchFilter, searchFields, type CollectionSchema } from "..";
import { startPocketBase, type PocketBaseServer } from "../testing";

// Searches as a guest would type them, run by a real PocketBase: every one must be a filter it
// accepts, and find exactly the records whose text contains what was typed.
let server: PocketBaseServer;
let superuser: PocketBase;
let guest: PocketBase;
let notes: CollectionSchema;

const titles = [
  "a\\b",
  "a\\\\b",
  "C:\\",
  "50% off",
  "500 pieces",
  "snake_case",
  "snakeXcase",
  'say "hi"',
  "it's",
  "x || y",
  "tilde~here",
  "🙂 smile",
  "Harbour walk",
];

beforeAll(async () => {
  server = await startPocketBase();
  superuser = new PocketBase(server.url, new BaseAuthStore());
  superuser.autoCancellation(false);
  await superuser
    .collection("_superusers")
    .authWithPassword(server.superuser.email, server.superuser.password);
  await superuser.collections.create({
    name: "notes",
    type: "base",
    listRule: "",
    fields: [
      { type: "text", name: "title", presentable: true },
      { type: "editor", name: "body" },
      { type: "email", name: "contact" },
      { type: "url", name: "website" },
      { type: "select", name: "status", values: ["draft", "published"], maxSelect: 1 },
      { type: "text", name: "secret", hidden: true },
    ],
  });
  notes = (await superuser.collections.getOne("notes")) as unknown as CollectionSchema;
  for (const title of titles) await superuser.collection("notes").create({ title });
  await superuser.collection("notes").create({
    id: "idsearch0000001",
    title: "Lighthouse",
    body: "<p>A <strong>seagull</strong> on the rail.</p>",
    contact: "keeper@lighthouse.test",
    website: "https://tides.test/today",
    status: "published",
    secret: "classified",
  });
  guest = new PocketBase(server.url, new BaseAuthStore());
  guest.autoCancellation(false);
});
afterAll(() => server?.stop());

const found = async (search: string) => {
  const records = await guest
    .collection("notes")
    .getFullList({ filter: buildSearchFilter(search, searchFields(notes)) });
  return records.map((record) => String(record.title)).sort();
};

test.for([
  ["\\", ["C:\\", "a\\\\b", "a\\b"]],
  ["a\\b", ["a\\b"]],
  ["a\\\\b", ["a\\\\b"]],
  ["C:\\", ["C:\\"]],
  ["%", ["50% off"]],
  ["50%", ["50% off"]],
  ["_", ["snake_case"]],
  ["e_c", ["snake_case"]],
  ['"hi"', ['say "hi"']],
  ['"', ['say "hi"']],
  ["'", ["it's"]],
  ["it's", ["it's"]],
  ["||", ["x || y"]],
  ['" || id != "', []],
  ["' || id != '", []],
  ["~", ["tilde~here"]],
  ["🙂", ["🙂 smile"]],
  [" harbour WALK ", ["Harbour walk"]],
] as const)("the search %j finds %j", async ([search, expected]) => {
  expect(await found(search)).toEqual([...expected].sort());
});

test("a blank search is no filter: every record", async () => {
  expect(buildSearchFilter("", searchFields(notes))).toBe("");
  expect(await found("")).toHaveLength(titles.length + 1);
  expect(await found(" \t ")).toHaveLength(titles.length + 1);
});

test("the text-like fields and the id are searched; a select and a hidden field are not", async () => {
  expect(await found("seagull")).toEqual(["Lighthouse"]);
  expect(await found("keeper@")).toEqual(["Lighthouse"]);
  expect(await found("tides.test/today")).toEqual(["Lighthouse"]);
  expect(await found("idsearch0000001")).toEqual(["Lighthouse"]);
  // An id is matched whole: a part of one would find records by their random letters.
  expect(await found("idsearch")).toEqual([]);
  expect(await found("published")).toEqual([]);
  // A guest may not filter by a hidden field: had it been searched, PocketBase would refuse this.
  expect(await found("classified")).toEqual([]);
});

test("a log search by URL is a filter PocketBase accepts, whatever was typed", async () => {
  for (const search of ["\\", "C:\\", "50%", "_", '"', "'", "||", "~", "🙂"]) {
    await expect(
      superuser.logs.getList(1, 1, { filter: buildSearchFilter(search, ["data.url"]) }),
    ).resolves.toMatchObject({ page: 1 });
  }
});
