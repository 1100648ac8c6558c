import PocketBase from "pocketbase";
import { expect, test } from "vitest";

import { groupFilter, MAX_IDS_IN_FILTER, nearFilter, placeParam, readPlace } from "./photo-places";

const pb = new PocketBase("http://127.0.0.1:1");

test("a place goes into the URL as lat,lon and comes back; anything else is no place", () => {
  expect(placeParam({ lat: 61.4725, lon: 23.6205 })).toBe("61.4725,23.6205");
  expect(placeParam({ lat: -33.86791, lon: 151.20732 })).toBe("-33.8679,151.2073");
  expect(readPlace("61.4725,23.6205")).toEqual({ lat: 61.4725, lon: 23.6205 });
  expect(readPlace("-33.8679,-70")).toEqual({ lat: -33.8679, lon: -70 });
  for (const wrong of [null, "", "61.4725", "91,0", "0,181", "1e3,2", "1,2) || true", "NaN,NaN", " 1,2"]) {
    expect(readPlace(wrong), String(wrong)).toBeUndefined();
  }
});

test("near a place: PocketBase's geoDistance in km, the numbers as numbers", () => {
  expect(nearFilter(pb, { lat: 60.17, lon: 24.94 })).toBe(
    "geoDistance(location.lon, location.lat, 24.94, 60.17) < 25",
  );
  expect(nearFilter(pb, { lat: -33.9, lon: 18.4 }, 5)).toBe(
    "geoDistance(location.lon, location.lat, 18.4, -33.9) < 5",
  );
});

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
