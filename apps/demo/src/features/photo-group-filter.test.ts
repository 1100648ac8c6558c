import PocketBase from "pocketbase";
import { expect, test } from "vitest";

import { groupFilter, MAX_IDS_IN_FILTER } from "./photo-group-filter";

const pb = new PocketBase("http://127.0.0.1:1");

test("a group names its photos; one too large for a filter is the box around them", () => {
  const photo = (id: string, lat: number, lon: number) => ({ id, location: { lat, lon } });
  expect(groupFilter(pb, [photo("a1", 60, 24), photo("b'2", 61, 23)])).toEqual({
    filter: `id = "a1" || id = "b'2"`,
    exact: true,
  });
  const many = Array.from({ length: MAX_IDS_IN_FILTER + 1 }, (_, n) =>
    photo(`p${String(n).padStart(14, "0")}`, 60 + n / 1000, 24 - n / 1000),
  );
  expect(groupFilter(pb, many.slice(0, MAX_IDS_IN_FILTER)).filter.length).toBeLessThan(3500 - 100);
  expect(groupFilter(pb, many)).toEqual({
    filter: "location.lat >= 60 && location.lat <= 60.1 && location.lon >= 23.9 && location.lon <= 24",
    exact: false,
  });
});
