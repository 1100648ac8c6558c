import { expect, test } from "vitest";

import { photoFields } from "./photo-fields";

test("each value under the field the app named; unnamed and unknown values are not written", () => {
  expect(
    photoFields(
      { takenAt: "taken_at", location: "place", hash: "sha256" },
      {
        takenAt: "2024-07-14T18:30:00.000Z",
        camera: "Canon EOS R6",
        location: { lon: 2.2945, lat: 48.8584 },
        hash: undefined,
        placeholder: "1QcSHQRnh493V4dIh4eXh1h4kJUI",
      },
    ),
  ).toEqual({ taken_at: "2024-07-14T18:30:00.000Z", place: { lon: 2.2945, lat: 48.8584 } });
});

test("no names, no fields", () => {
  expect(photoFields({}, { camera: "Canon EOS R6" })).toEqual({});
});
