import { describe, expect, test } from "vitest";

import { cameraName, exifOrientation, photoLocation, photoTakenAt } from "./exif-values";

const now = new Date("2026-11-25T01:00:00Z");

describe("photoTakenAt", () => {
  test("the camera's clock as it reads, as UTC, when the camera wrote no offset", () => {
    expect(photoTakenAt("2024:07:14 18:30:00", undefined, now)).toBe("2024-07-14T18:30:00.000Z");
  });

  test("the moment itself when it wrote one", () => {
    expect(photoTakenAt("2024:07:14 18:30:00", "+02:00", now)).toBe("2024-07-14T16:30:00.000Z");
    expect(photoTakenAt("2024:07:14 18:30:00", "-05:30", now)).toBe("2024-07-15T00:00:00.000Z");
  });

  test("tomorrow is believed (time zones), later is not", () => {
    expect(photoTakenAt("2026:11:26 23:59:59", undefined, now)).toBe("2026-11-26T23:59:59.000Z");
    expect(photoTakenAt("2026:11:27 00:00:00", undefined, now)).toBeUndefined();
    expect(photoTakenAt("3020:01:01 12:00:00", undefined, now)).toBeUndefined();
  });

  test("nothing before the first photograph (1826)", () => {
    expect(photoTakenAt("1826:01:01 00:00:00", undefined, now)).toBe("1826-01-01T00:00:00.000Z");
    expect(photoTakenAt("1825:12:31 23:59:59", undefined, now)).toBeUndefined();
    expect(photoTakenAt("0000:00:00 00:00:00", undefined, now)).toBeUndefined();
  });

  test("dates no clock shows, and what is not a date, are none", () => {
    expect(photoTakenAt("2024:02:31 10:00:00", undefined, now)).toBeUndefined();
    expect(photoTakenAt("    :  :     :  :  ", undefined, now)).toBeUndefined();
    expect(photoTakenAt(20240714, undefined, now)).toBeUndefined();
    expect(photoTakenAt(undefined, undefined, now)).toBeUndefined();
  });
});

test("exifOrientation: 1–8 as written, anything else 1", () => {
  for (const value of [1, 2, 3, 4, 5, 6, 7, 8]) expect(exifOrientation(value)).toBe(value);
  for (const value of [0, 9, 255, -1, 6.5, "6", undefined, null]) expect(exifOrientation(value)).toBe(1);
});

test("cameraName: the maker once", () => {
  expect(cameraName("Canon", "Canon EOS R6")).toBe("Canon EOS R6");
  expect(cameraName("Apple", "iPhone 15 Pro")).toBe("Apple iPhone 15 Pro");
  expect(cameraName("NIKON CORPORATION", "NIKON Z 6")).toBe("NIKON Z 6");
  expect(cameraName(" Google ", "Pixel 8 ")).toBe("Google Pixel 8");
  expect(cameraName("Sony", undefined)).toBe("Sony");
  expect(cameraName(undefined, "")).toBeUndefined();
});

test("photoLocation: PocketBase's geoPoint, or none for impossible coordinates", () => {
  expect(photoLocation(48.8584, 2.2945)).toEqual({ lon: 2.2945, lat: 48.8584 });
  expect(photoLocation(-33.8568, 151.2153)).toEqual({ lon: 151.2153, lat: -33.8568 });
  expect(photoLocation(91, 0)).toBeUndefined();
  expect(photoLocation(0, 181)).toBeUndefined();
  expect(photoLocation(Number.NaN, 0)).toBeUndefined();
  expect(photoLocation(undefined, 2)).toBeUndefined();
});
