import type { CollectionSchema } from "@pocketkit/client";
import { expect, test } from "vitest";

import { diagnoseFilter } from ".";

const posts: CollectionSchema = {
  id: "pbc_posts",
  name: "posts",
  type: "base",
  fields: [
    { name: "id", type: "text" },
    { name: "title", type: "text" },
    { name: "count", type: "number" },
    { name: "author", type: "relation", collectionId: "_pb_users_auth_" },
    { name: "created", type: "autodate" },
  ],
};

test("filters PocketBase reads have no problem", () => {
  for (const filter of [
    "",
    'title ~ "sea" && created > "2026-01-01"',
    "(count >= 3 || count < 1) && title != ''",
    "author.name ?~ 'ada' && @request.auth.id != '' && created > @now",
    "title:lower = 'x' && author:length > 0 // a comment",
    "geoDistance(1, 2.5, 3, -4) < 25",
    "comments_via_post.text ~ 'hi'",
    'title = "a \\" quote"',
  ]) {
    expect(diagnoseFilter(filter, posts), filter).toBeUndefined();
  }
});

test("each kind of broken filter is named", () => {
  expect(diagnoseFilter('title ~ "sea" &&', posts)).toEqual({ code: "dangling", near: "&&" });
  expect(diagnoseFilter('title ~ "sea', posts)).toEqual({ code: "unclosedQuote", near: '"sea' });
  expect(diagnoseFilter("(count > 1", posts)).toEqual({ code: "unclosedParen" });
  expect(diagnoseFilter("count > 1)", posts)).toEqual({ code: "unexpectedClose" });
  expect(diagnoseFilter("title", posts)).toEqual({ code: "missingOperator", near: "title" });
  expect(diagnoseFilter("count >=", posts)).toEqual({ code: "missingValue", near: ">=" });
  expect(diagnoseFilter("count == 1", posts)).toEqual({ code: "unexpected", near: "=" });
  expect(diagnoseFilter("title = 'a' and count = 1", posts)).toEqual({ code: "unexpected", near: "and" });
  expect(diagnoseFilter("count = 1 # 2", posts)).toEqual({ code: "unexpected", near: "# 2" });
  expect(diagnoseFilter("nope = 1", posts)).toEqual({
    code: "unknownField",
    field: "nope",
    collection: "posts",
  });
  expect(diagnoseFilter("count > 1 && nope.name = 1", posts)).toEqual({
    code: "unknownField",
    field: "nope",
    collection: "posts",
  });
});

test("without a schema, field names are not checked", () => {
  expect(diagnoseFilter("nope = 1")).toBeUndefined();
});
