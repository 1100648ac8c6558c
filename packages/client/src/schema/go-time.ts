// Dates as PocketBase reads them (types.DateTime.Scan): its own layout first, then the layouts
// spf13/cast tries, each with Go's time.Parse rules; whatever none of them takes is the zero
// time, which a date field treats as blank. JavaScript's Date reads other forms and rolls
// 2025-02-30 into March where Go refuses it, so Go's parser is followed here, layout element by
// layout element. Times keep nanoseconds, as Go compares them.

/** An instant: whole milliseconds since 1970 (UTC) and the nanoseconds within that millisecond. */
export interface GoTime {
  milliseconds: number;
  nanoseconds: number;
}

// PocketBase's own layout, then spf13/cast's TimeFormats (v1.10.0), in their order.
const LAYOUTS = [
  "2006-01-02 15:04:05.000Z",
  "2006-01-02",
  "2006-01-02T15:04:05Z07:00",
  "2006-01-02T15:04:05",
  "Mon, 02 Jan 2006 15:04:05 -0700",
  "Mon, 02 Jan 2006 15:04:05 MST",
  "02 Jan 06 15:04 -0700",
  "02 Jan 06 15:04 MST",
  "Monday, 02-Jan-06 15:04:05 MST",
  "2006-01-02 15:04:05.999999999 -0700 MST",
  "2006-01-02T15:04:05-0700",
  "2006-01-02 15:04:05Z0700",
  "2006-01-02 15:04:05",
  "Mon Jan _2 15:04:05 2006",
  "Mon Jan _2 15:04:05 MST 2006",
  "Mon Jan 02 15:04:05 -0700 2006",
  "2006-01-02 15:04:05Z07:00",
  "02 Jan 2006",
  "2006-01-02 15:04:05 -07:00",
  "2006-01-02 15:04:05 -0700",
  "3:04PM",
  "Jan _2 15:04:05",
  "Jan _2 15:04:05.000",
  "Jan _2 15:04:05.000000",
  "Jan _2 15:04:05.000000000",
];

// Layout elements, longest first where one is the start of another.
const ELEMENTS = [
  "2006",
  "Monday",
  "Mon",
  "Jan",
  "MST",
  "Z07:00",
  "Z0700",
  "-07:00",
  "-0700",
  ".999999999",
  ".000000000",
  ".000000",
  ".000",
  "01",
  "02",
  "_2",
  "06",
  "15",
  "04",
  "05",
  "PM",
  "3",
];

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/**
 * A value as a date field reads it (after JSON: strings; numbers and booleans as their text);
 * `undefined` for the zero time, which PocketBase treats as blank.
 */
export function parseGoDate(value: unknown): GoTime | undefined {
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value === "number" || typeof value === "boolean") text = String(value);
  else return undefined;
  if (text === "") return undefined;
  for (const layout of LAYOUTS) {
    const time = parseLayout(layout, text);
    if (time) return isZero(time) ? undefined : time;
  }
  return undefined;
}

const isZero = (time: GoTime) => time.milliseconds === ZERO_MILLISECONDS && time.nanoseconds === 0;
// January 1 of year 1, 00:00 UTC: Go's zero time.
const ZERO_MILLISECONDS = utcMilliseconds(1, 1, 1, 0, 0, 0);

/** -1, 0 or 1 as `a` is before, equal to or after `b`. */
export function compareGoTimes(a: GoTime, b: GoTime): number {
  const difference = a.milliseconds - b.milliseconds || a.nanoseconds - b.nanoseconds;
  return Math.sign(difference);
}

/** A time as Go's `time.Time.String()` prints a UTC time: `2020-01-01 10:20:30.123 +0000 UTC`. */
export function formatGoTime(time: GoTime): string {
  const date = new Date(time.milliseconds);
  const pad = (number: number, width = 2) => String(number).padStart(width, "0");
  const year = date.getUTCFullYear();
  const day = `${year < 0 ? "-" : ""}${pad(Math.abs(year), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const clock = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const nanoseconds = date.getUTCMilliseconds() * 1_000_000 + time.nanoseconds;
  let digits = pad(nanoseconds, 9);
  while (digits.endsWith("0")) digits = digits.slice(0, -1);
  const fraction = digits === "" ? "" : `.${digits}`;
  return `${day} ${clock}${fraction} +0000 UTC`;
}

// --- Go's time.Parse, for the elements above ------------------------------------------------

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  nanosecond: number;
  pm?: boolean;
  /** Seconds east of UTC, when the value named an offset. */
  offset?: number;
  /** The layout names a zone (MST): cast then keeps the wall clock and reads it as UTC. */
  namedZoneOnly: boolean;
}

function parseLayout(layout: string, input: string): GoTime | undefined {
  const fields: Fields = {
    year: 0,
    month: 1,
    day: 1,
    hour: 0,
    minute: 0,
    second: 0,
    nanosecond: 0,
    namedZoneOnly: false,
  };
  let value = input;
  let rest = layout;
  let hasNumericZone = false;
  while (rest !== "") {
    const element = ELEMENTS.find((candidate) => rest.startsWith(candidate));
    if (!element) {
      // A literal: a space matches any run of spaces, anything else itself.
      if (rest[0] === " ") {
        if (value !== "" && value[0] !== " ") return undefined;
        rest = rest.replace(/^ +/, "");
        value = value.replace(/^ +/, "");
      } else {
        if (value[0] !== rest[0]) return undefined;
        rest = rest.slice(1);
        value = value.slice(1);
      }
      continue;
    }
    rest = rest.slice(element.length);
    const parsed = parseElement(element, value, fields, rest);
    if (parsed === undefined) return undefined;
    value = parsed;
    if (/^(Z07:00|Z0700|-07:00|-0700)$/.test(element)) hasNumericZone = true;
    if (element === "MST" && !hasNumericZone && !layout.includes("-07")) fields.namedZoneOnly = true;
  }
  if (value !== "") return undefined; // extra text
  return toTime(fields);
}

/** Reads one element from the start of `value`; returns what is left, or undefined. */
function parseElement(
  element: string,
  value: string,
  fields: Fields,
  layoutRest: string,
): string | undefined {
  switch (element) {
    case "2006":
      if (!/^\d{4}/.test(value)) return undefined;
      fields.year = Number(value.slice(0, 4));
      return value.slice(4);
    case "06": {
      if (!/^\d{2}/.test(value)) return undefined;
      const year = Number(value.slice(0, 2));
      fields.year = year >= 69 ? 1900 + year : 2000 + year;
      return value.slice(2);
    }
    case "Jan":
    case "Mon":
    case "Monday": {
      const names = element === "Jan" ? MONTHS : DAYS;
      const length = element === "Monday" ? undefined : 3;
      const index = names.findIndex((name) => {
        const wanted = length ? name.slice(0, length) : name;
        return value.slice(0, wanted.length).toLowerCase() === wanted;
      });
      if (index < 0) return undefined;
      if (element === "Jan") fields.month = index + 1;
      return value.slice(length ?? names[index]!.length);
    }
    case "01":
    case "02":
    case "_2":
    case "15":
    case "3":
    case "04":
    case "05": {
      let text = value;
      if (element === "_2" && text.startsWith(" ")) text = text.slice(1);
      // 01, 02, 04 and 05 take exactly two digits; _2, 15 and 3 one or two.
      const fixed = element === "01" || element === "02" || element === "04" || element === "05";
      const match = (fixed ? /^\d{2}/ : /^\d{1,2}/).exec(text);
      if (!match) return undefined;
      const number = Number(match[0]);
      text = text.slice(match[0].length);
      if (element === "01") {
        if (number < 1 || number > 12) return undefined;
        fields.month = number;
      } else if (element === "02" || element === "_2") fields.day = number;
      else if (element === "15") {
        if (number > 23) return undefined;
        fields.hour = number;
      } else if (element === "3") {
        if (number > 12) return undefined;
        fields.hour = number;
      } else if (element === "04") {
        if (number > 59) return undefined;
        fields.minute = number;
      } else {
        if (number > 59) return undefined;
        fields.second = number;
        // A fraction the layout does not show is still read after the seconds.
        const fraction = /^[.,]\d+/.exec(text);
        if (fraction && !layoutRest.startsWith(".000") && !layoutRest.startsWith(".999")) {
          fields.nanosecond = nanoseconds(fraction[0].slice(1));
          text = text.slice(fraction[0].length);
        }
      }
      return text;
    }
    case ".000":
    case ".000000":
    case ".000000000": {
      const digits = element.length - 1;
      const match = new RegExp(`^[.,]\\d{${digits}}`).exec(value);
      if (!match) return undefined;
      fields.nanosecond = nanoseconds(match[0].slice(1));
      return value.slice(match[0].length);
    }
    case ".999999999": {
      const match = /^[.,]\d+/.exec(value);
      if (!match) return value; // the fraction may be left out
      fields.nanosecond = nanoseconds(match[0].slice(1));
      return value.slice(match[0].length);
    }
    case "PM": {
      const marker = value.slice(0, 2);
      if (marker !== "AM" && marker !== "PM") return undefined;
      fields.pm = marker === "PM";
      return value.slice(2);
    }
    case "Z07:00":
    case "Z0700":
    case "-07:00":
    case "-0700": {
      if (element.startsWith("Z") && value.startsWith("Z")) {
        fields.offset = 0;
        return value.slice(1);
      }
      const match = (element.includes(":") ? /^([+-])(\d{2}):(\d{2})/ : /^([+-])(\d{2})(\d{2})/).exec(value);
      if (!match) return undefined;
      const [hours, minutes] = [Number(match[2]), Number(match[3])];
      if (hours > 24 || minutes > 60) return undefined;
      fields.offset = (match[1] === "-" ? -1 : 1) * (hours * 3600 + minutes * 60);
      return value.slice(match[0].length);
    }
    case "MST": {
      if (value.startsWith("UTC")) return value.slice(3);
      const length = zoneNameLength(value);
      return length === undefined ? undefined : value.slice(length);
    }
  }
  return undefined;
}

// Go's parseTimeZone: "ChST", "MeST", "UT", GMT with an offset ("GMT+3"), or three to five
// upper-case letters (the last two only ending in "T").
function zoneNameLength(value: string): number | undefined {
  if (value.length < 3) return undefined;
  if (value.startsWith("ChST") || value.startsWith("MeST")) return 4;
  if (value.startsWith("GMT")) {
    const offset = /^GMT([+-])(\d+)/.exec(value);
    if (!offset) return 3;
    const hours = Number(offset[2]);
    if (offset[2]![0] === "0" && offset[2]!.length > 1) return 3;
    return hours > 23 || (hours === 0 && offset[1] === "-") ? 3 : offset[0].length;
  }
  if (value.startsWith("UT")) return 2;
  let letters = 0;
  while (letters < 6 && /[A-Z]/.test(value[letters] ?? "")) letters++;
  if (letters === 3) return 3;
  if ((letters === 4 || letters === 5) && value[letters - 1] === "T") return letters;
  if (letters === 4 && value.startsWith("WITA")) return 4;
  return undefined;
}

/** A fraction's digits as nanoseconds (Go reads at most nine; more are cut off). */
function nanoseconds(digits: string): number {
  return Number(digits.slice(0, 9).padEnd(9, "0"));
}

function toTime(fields: Fields): GoTime | undefined {
  let hour = fields.hour;
  if (fields.pm === true && hour < 12) hour += 12;
  else if (fields.pm === false && hour === 12) hour = 0;
  if (fields.day < 1 || fields.day > daysIn(fields.month, fields.year)) return undefined;
  const wallClock = utcMilliseconds(
    fields.year,
    fields.month,
    fields.day,
    hour,
    fields.minute,
    fields.second,
  );
  const offset = fields.namedZoneOnly ? 0 : (fields.offset ?? 0);
  const milliseconds = wallClock - offset * 1000 + Math.floor(fields.nanosecond / 1_000_000);
  return { milliseconds, nanoseconds: fields.nanosecond % 1_000_000 };
}

function utcMilliseconds(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
) {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

function daysIn(month: number, year: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
