import PocketBase from "pocketbase";
import { expect, test } from "vitest";

import { formatPlace, nearFilter, placeParam, readPlace } from "./photo-places";

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

test("a place in words, to four decimals with its hemispheres; PocketBase's empty point is none", () => {
  expect(formatPlace({ lat: 61.4725, lon: 23.6205 })).toBe("61.4725° N, 23.6205° E");
  expect(formatPlace({ lat: -33.86791, lon: -70.5 })).toBe("33.8679° S, 70.5000° W");
  expect(formatPlace({ lat: 0, lon: 0 })).toBeUndefined();
  expect(formatPlace(undefined)).toBeUndefined();
});
