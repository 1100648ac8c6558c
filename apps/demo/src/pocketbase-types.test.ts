import { createRecordValidator } from "@pocketkit/client";
import { expectTypeOf, test } from "vitest";

import {
  schema,
  type AlbumsRecord,
  type Collections,
  type ImagesRecord,
  type UsersRecord,
} from "./pocketbase-types";

test("relations' expand is typed with the related collection's record", () => {
  expectTypeOf<NonNullable<ImagesRecord["expand"]>>().toEqualTypeOf<{
    owner?: UsersRecord;
    album?: AlbumsRecord;
  }>();
  expectTypeOf<Collections["images"]>().toEqualTypeOf<ImagesRecord>();
  expectTypeOf<ImagesRecord["collectionName"]>().toEqualTypeOf<"images">();
});

test("the generated schema drives validation", ({ expect }) => {
  const images = createRecordValidator(schema.images);
  // A file name on create is no new file: PocketBase refuses it, and so does the validator.
  expect(images.validate({ owner: "u", file: "x.png", title: "t".repeat(121) })).toEqual({
    file: { code: "validation_invalid_file", message: "Invalid new files: [x.png]." },
    title: { code: "validation_max_text_constraint", message: "Must be no more than 120 character(s)." },
  });
});
