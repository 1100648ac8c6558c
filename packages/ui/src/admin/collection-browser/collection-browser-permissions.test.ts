import { PocketkitError, type CollectionSchema } from "@pocketkit/client";
import { expect, test } from "vitest";

import { collectionAbilities, isRefusal } from ".";

const base = (rules: Partial<CollectionSchema>): CollectionSchema => ({
  id: "pbc_posts",
  name: "posts",
  type: "base",
  fields: [],
  ...rules,
});
const error = (status: number, fieldErrors = {}) =>
  new PocketkitError({ kind: status === 403 ? "forbidden" : "validation", status, message: "", fieldErrors });

test("a null rule hides its action from everyone but superusers", () => {
  const posts = base({ createRule: "", updateRule: "@request.auth.id != ''", deleteRule: null });
  expect(collectionAbilities(posts, false)).toEqual({ create: true, update: true, delete: false });
  expect(collectionAbilities(posts, true)).toEqual({ create: true, update: true, delete: true });
});

test("rules not known (the typegen's schema) offer everything and let the server decide", () => {
  expect(collectionAbilities(base({}), false)).toEqual({ create: true, update: true, delete: true });
});

test("a view is read-only, for superusers too", () => {
  expect(collectionAbilities(base({ type: "view" }), true)).toEqual({
    create: false,
    update: false,
    delete: false,
  });
});

test("refusals: 403 always, a create's bare 400, an update's or delete's 404", () => {
  expect(isRefusal(error(403), "list")).toBe(true);
  expect(isRefusal(error(400), "create")).toBe(true);
  expect(
    isRefusal(error(400, { name: { code: "validation_required", message: "Required" } }), "create"),
  ).toBe(false);
  expect(isRefusal(error(404), "delete")).toBe(true);
  expect(isRefusal(error(404), "update")).toBe(true);
  expect(isRefusal(error(404), "list")).toBe(false);
  expect(isRefusal(error(500), "delete")).toBe(false);
  expect(isRefusal(new Error("no"), "delete")).toBe(false);
});
