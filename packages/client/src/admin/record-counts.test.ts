import { expect, test } from "vitest";

import { compareRecordCounts } from "..";

test("compareRecordCounts lists the collections whose counts differ, in name order", () => {
  expect(compareRecordCounts({ images: 10, albums: 3 }, { albums: 4, images: 10 })).toEqual([
    { collection: "albums", before: 3, after: 4 },
  ]);
  expect(compareRecordCounts({ albums: 3 }, { albums: 3 })).toEqual([]);
});

test("a collection that appeared or went away counts as undefined on its missing side", () => {
  expect(compareRecordCounts({ tags: 2 }, { albums: 0 })).toEqual([
    { collection: "albums", before: undefined, after: 0 },
    { collection: "tags", before: 2, after: undefined },
  ]);
});
