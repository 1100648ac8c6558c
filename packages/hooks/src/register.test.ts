import type {
  AlbumsRecord,
  Collections,
  ImagesRecord,
  UsersRecord,
} from "../../../apps/demo/src/pocketbase-types";
import type { InfiniteData } from "@tanstack/react-query";
import type { ListResult } from "pocketbase";
import { expectTypeOf, test } from "vitest";

import type { CollectionName, RecordOf, useInfiniteList, useList, useRecord } from ".";

// What an app writes once, with the types pocketkit-typegen made for it (here, the Gallery's).
declare module "." {
  interface Register {
    collections: Collections;
  }
}

test("registered collections type every hook by collection name, expand included", () => {
  expectTypeOf<CollectionName>().toEqualTypeOf<keyof Collections>();
  expectTypeOf<RecordOf<"images">>().toExtend<ImagesRecord>();
  expectTypeOf<NonNullable<ReturnType<typeof useList<"images">>["data"]>>().toEqualTypeOf<
    ListResult<RecordOf<"images">>
  >();
  type AlbumExpand = NonNullable<NonNullable<ReturnType<typeof useRecord<"albums">>["data"]>["expand"]>;
  expectTypeOf<AlbumExpand["owner"]>().toEqualTypeOf<UsersRecord | undefined>();
  expectTypeOf<NonNullable<ReturnType<typeof useInfiniteList<"albums">>["data"]>>().toEqualTypeOf<
    InfiniteData<ListResult<RecordOf<"albums">>>
  >();
  expectTypeOf<RecordOf<"albums">["name"]>().toEqualTypeOf<AlbumsRecord["name"]>();
  // @ts-expect-error: not a collection of this app
  expectTypeOf<RecordOf<"nope">>().toEqualTypeOf<ImagesRecord>();
});
