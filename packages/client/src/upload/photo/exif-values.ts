// What the pipeline keeps of a photo's EXIF, and what it disbelieves: cameras with unset clocks
// write 1970 or 2000, some write the year 3020, and some write orientations EXIF never defined.

/** EXIF's eight orientations: 1 is upright, 2–8 say how the stored pixels are turned or mirrored. */
export type ExifOrientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** An orientation as written, or 1 (shown as stored) for anything EXIF does not define. */
export function exifOrientation(value: unknown): ExifOrientation {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 8
    ? (value as ExifOrientation)
    : 1;
}

// The first photograph that survives (Niépce's view from a window) is from 1826 or 1827.
const FIRST_PHOTOGRAPH_YEAR = 1826;
const DAY = 24 * 60 * 60 * 1000;

/**
 * When a photo was taken, as an ISO string, from EXIF's `DateTimeOriginal` ("2024:07:14
 * 18:30:00") and, when the camera wrote one, `OffsetTimeOriginal` ("+02:00"). Without an offset
 * the camera's clock is kept as it reads, written as UTC, so that it reads the same wherever it
 * is shown. A date before 1826 or after tomorrow is a clock that was never set: `undefined`.
 *
 * @example
 * photoTakenAt("2024:07:14 18:30:00", "+02:00", new Date()) // "2024-07-14T16:30:00.000Z"
 */
export function photoTakenAt(dateTime: unknown, offset: unknown, now: Date): string | undefined {
  if (typeof dateTime !== "string") return undefined;
  const parts = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(dateTime.trim());
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  let time = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(time);
  // Date.UTC rolls 2024:02:31 over into March: such a date was never on a clock.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  const zone = typeof offset === "string" ? /^([+-])(\d{2}):(\d{2})$/.exec(offset.trim()) : null;
  if (zone) time -= (zone[1] === "-" ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) * 60_000;
  const endOfTomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + 2 * DAY;
  if (year < FIRST_PHOTOGRAPH_YEAR || time >= endOfTomorrow) return undefined;
  return new Date(time).toISOString();
}

/**
 * The camera as people name it: "Canon EOS R6" from Make "Canon" and Model "Canon EOS R6"
 * (most makers repeat their name in the model), "Apple iPhone 15" from "Apple" and "iPhone 15".
 */
export function cameraName(make: unknown, model: unknown): string | undefined {
  const maker = typeof make === "string" ? make.trim() : "";
  const name = typeof model === "string" ? model.trim() : "";
  if (!name) return maker || undefined;
  if (!maker || name.toLowerCase().startsWith(maker.toLowerCase().split(" ")[0]!)) return name;
  return `${maker} ${name}`;
}

/** Where a photo was taken, as PocketBase's geoPoint value, or `undefined` for no or impossible coordinates. */
export function photoLocation(
  latitude: unknown,
  longitude: unknown,
): { lon: number; lat: number } | undefined {
  if (typeof latitude !== "number" || typeof longitude !== "number") return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { lon: longitude, lat: latitude };
}
