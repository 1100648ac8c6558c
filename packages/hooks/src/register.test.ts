import type { Collections, NotesRecord, UsersRecord } from "@pocketkit/testkit/pocketbase-types";
import type { InfiniteData } from "@tanstack/react-query";
import type { ListResult } from "pocketbase";
import { expectTypeOf, test } from "vitest";

import type { CollectionName, RecordOf, useInfiniteList, useList, useRecord } from ".";

// What an app writes once, with the types pocketkit-typegen made for it (here, the testkit schema's).
declare module "." {
  interface Register {
    collections: Collections;
  }
}

test("registered collections type every hook by collection name, expand included", () => {
  expectTypeOf<CollectionName>().toEqualTypeOf<keyof Collections>();
  expectTypeOf<RecordOf<"notes">>().toExtend<NotesRecord>();
  expectTypeOf<NonNullable<ReturnType<typeof useList<"notes">>["data"]>>().toEqualTypeOf<
    ListResult<RecordOf<"notes">>
  >();
  type NoteExpand = NonNullable<NonNullable<ReturnType<typeof useRecord<"notes">>["data"]>["expand"]>;
  expectTypeOf<NoteExpand["owner"]>().toEqualTypeOf<UsersRecord | undefined>();
  expectTypeOf<NonNullable<ReturnType<typeof useInfiniteList<"notes">>["data"]>>().toEqualTypeOf<
    InfiniteData<ListResult<RecordOf<"notes">>>
  >();
  expectTypeOf<RecordOf<"notes">["title"]>().toEqualTypeOf<NotesRecord["title"]>();
  // @ts-expect-error: not a collection of this app
  expectTypeOf<RecordOf<"nope">>().toEqualTypeOf<NotesRecord>();
});
