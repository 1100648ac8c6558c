// Test-only: the values tried on each field, from its type and options: the boundaries of every
// option, the casts PocketBase makes (strings for numbers, numbers for text, JSON in strings),
// the syntax Go reads differently from JavaScript, and seeded random strings for patterns.
import type { FieldSchema } from "../../schema/types";
import { createPng } from "../../testing/png";
import { seededRandom } from "./seeded-random";

export interface CaseContext {
  /** Existing record ids of the collection a relation points to. */
  relationIds: (collectionId: string) => string[];
  /** A fresh id for a collection (records are kept, so an id must never come twice). */
  freshId: () => string;
}

const repeat = (text: string, times: number) => text.repeat(Math.max(0, times));
// Big enough to cross every limit tried here, small enough to keep requests quick.
const LARGEST_SIZE_TRIED = 70_000;

const PATTERN_ALPHABET = [
  "a",
  "b",
  "c",
  "A",
  "B",
  "x",
  "1",
  "9",
  " ",
  "\t",
  "\r",
  "\n",
  "\v",
  ".",
  "-",
  "_",
  "$",
  "é",
  "É",
  "ß",
  "ſ",
  "K",
  "Ω",
  "٣",
  "😀",
  "猫",
  "ひ",
  "\u00a0",
  "!",
  "{",
];

/** Strings for pattern fields: the classic troublemakers, then seeded random ones. */
export function patternStrings(seed: number): string[] {
  const random = seededRandom(seed);
  const fixed = [
    "abc",
    "ABC",
    "aBc",
    "abcd",
    "é",
    "É",
    "ééé",
    "ß",
    "ẞ",
    "SS",
    "ſ",
    "s",
    "S",
    "k",
    "K",
    "K",
    "Ωμέγα",
    "123",
    "١٢٣",
    " 1 2",
    "\t1",
    "\v1",
    "1\u00a0",
    "\f",
    "a\rc",
    "a\nc",
    "a\u2028c",
    "abc\n",
    "b\n",
    "a\nb",
    "cat",
    "a cat!",
    "concat",
    "😀",
    "a😀c",
    "x",
    "xx",
    "xxxx",
    "a{,2}",
    "aa",
    "a{2}",
    "$12",
    "a.b",
    "axb",
    "ab",
    "abcd",
    "abd",
    "a",
    "b",
    "a-",
    "-",
    "...",
    "!?",
    "_",
    "猫ひ",
    "a_1",
    `${repeat("a", 40)}!`,
  ];
  const generated: string[] = [];
  for (let index = 0; index < 14; index++) {
    const length = 1 + random.below(5);
    let text = "";
    for (let position = 0; position < length; position++) text += random.pick(PATTERN_ALPHABET);
    generated.push(text);
  }
  return [...fixed, ...generated];
}

/** Seeded random strings made of `pieces`: combinations nobody would think to write down. */
function randomStrings(seed: number, pieces: readonly string[], count: number, longest = 6): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    let text = "";
    for (let length = 1 + random.below(longest); length > 0; length--) text += random.pick(pieces);
    return text;
  });
}

const NUMBER_PIECES = [
  "0",
  "1",
  "9",
  "00",
  ".",
  "e",
  "E",
  "+",
  "-",
  "_",
  "0x",
  "p",
  "a",
  "f",
  "inf",
  "NaN",
  " ",
];
const DATE_PIECES = [
  "2025",
  "0001",
  "-",
  "01",
  "02",
  "12",
  "13",
  "29",
  "30",
  "31",
  "T",
  " ",
  "10",
  ":",
  "00",
  "60",
  ".",
  "123",
  "1234567891",
  "Z",
  "+02:00",
  "+0200",
  "-07",
  "Jan",
  "Mon",
  ",",
  "UTC",
  "PM",
];
const JSON_PIECES = [
  "a",
  "1",
  "-",
  "[",
  "]",
  "{",
  "}",
  '"',
  ":",
  ",",
  " ",
  "\u0001",
  "\u00a0",
  "\n",
  "\u007f",
  "<",
  "&",
  "null",
  "true",
  "😀",
  "\u{E0001}",
];
const EMAIL_PIECES = [
  "a",
  "Z",
  "0",
  ".",
  "-",
  "_",
  "@",
  '"',
  "(",
  ")",
  " ",
  "é",
  "x.com",
  "[",
  "]",
  "\\",
  "!",
];
const URL_PIECES = [
  "http://",
  "https://",
  "ftp://",
  "a",
  "b-",
  "_",
  ".",
  "1",
  "256",
  ":",
  "80",
  "/",
  "?",
  "=",
  "%",
  "%2",
  "%41",
  "#",
  "@",
  "[::1]",
  "é",
  " ",
  "www.",
  "localhost",
];

const png = (name: string, size = 0) => {
  const image = createPng({ width: 2, height: 2 });
  const bytes = new Uint8Array(Math.max(size, image.length));
  bytes.set(image);
  return new File([bytes], name, { type: "image/png" });
};
const jpegBytes = () =>
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const gifBytes = () => new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;");

/** Values for one field; `null` means "leave it out of the body". */
export function fieldCases(field: FieldSchema, context: CaseContext, seed: number): unknown[] {
  switch (field.type) {
    case "text": {
      if (field.primaryKey) return idCases(field.min ?? 0, field.max ?? 0, context);
      // A pattern field gets strings for its pattern; lengths and casts are tried on the others.
      if (field.pattern) return ["", 12345, true, null, ...patternStrings(seed)];
      const max = field.max || 5000;
      const min = field.min || 0;
      return [
        "",
        " ",
        "abc",
        repeat("x", min - 1),
        repeat("x", min),
        repeat("x", max),
        repeat("x", max + 1),
        repeat("é", max),
        repeat("é", max + 1),
        repeat("😀", max),
        repeat("😀", max + 1),
        12345,
        1.5,
        1e21,
        1e-7,
        true,
        false,
        null,
        ["abc"],
        { a: 1 },
        "a\u0000b",
      ];
    }
    case "editor": {
      const max = field.maxSize || 5 * 1024 * 1024;
      const sized = max <= LARGEST_SIZE_TRIED;
      return [
        "",
        "<p>hello</p>",
        ...(sized ? [repeat("x", max), repeat("x", max + 1), repeat("é", Math.floor(max / 2) + 1)] : []),
        7,
        true,
        null,
        [1],
      ];
    }
    case "number":
      return [
        0,
        -0,
        1,
        -1,
        0.5,
        2.5,
        2.6,
        0.4,
        -5,
        -6,
        -5.5,
        -0.25,
        -0.3,
        -10.5,
        -11,
        1.5,
        999999,
        1000000,
        1000001,
        1e21,
        2 ** 53,
        2 ** 63,
        -(2 ** 63),
        2 ** 64,
        1e300,
        "12",
        " 12",
        "12 ",
        "1_000",
        "1e3",
        "0x10",
        "0x1p-2",
        "0X1P+2",
        "0x1.8p1",
        "0b101",
        "0o17",
        "Inf",
        "+Inf",
        "-inf",
        "infinity",
        "NaN",
        "nan",
        "1.",
        ".5",
        "-.5",
        "+5",
        "1e400",
        "-1e400",
        "",
        "abc",
        "٣",
        null,
        true,
        false,
        [],
        [1],
        {},
        Number.NaN,
        Number.POSITIVE_INFINITY,
        ...randomStrings(seed, NUMBER_PIECES, 40, 5),
      ];
    case "bool":
      return [
        true,
        false,
        "true",
        "false",
        "1",
        "0",
        "t",
        "f",
        "T",
        "TRUE",
        "True",
        "tRuE",
        "yes",
        "on",
        "",
        1,
        0,
        2,
        -1,
        0.5,
        null,
        [],
        {},
      ];
    case "email":
      return [
        "",
        "a@example.com",
        "A@Example.COM",
        "a@b",
        "john@localhost",
        "a b@example.com",
        "x@bad.com",
        "x@BAD.com",
        "é@example.com",
        "a@x.com.",
        "a@-x.com",
        "a@x-.com",
        "a..b@x.com",
        ".a@x.com",
        "a.@x.com",
        '"a b"@x.com',
        '"a\\"b"@x.com',
        '"(a"@x.com',
        '""@x.com',
        "a@[1.2.3.4]",
        "a@1.2.3.4",
        "a@x_y.com",
        "a@x.c_m",
        "a@x.c0m",
        "a@x.co-m",
        "a@x~.com",
        "a(b)@x.com",
        "user@sub.example.com",
        "a@example.com ",
        `${repeat("a", 70)}@x.com`,
        `${repeat("a.", 30)}@x`,
        `a@${repeat("a.", 30)}`,
        `a@${repeat("a-", 30)}.`,
        `"${repeat("(", 30)}`,
        ...randomStrings(seed, EMAIL_PIECES, 40, 8),
        5,
        true,
        null,
      ];
    case "url":
      return [
        "",
        "https://example.com/x",
        "https://example.com:8080/x",
        "example.com/x",
        "example.com:8080",
        "localhost:3000",
        "HTTP://x.com",
        "HTTPS://EXAMPLE.COM",
        "abc",
        "http://-a.com",
        "javascript:alert(1)",
        "https://example.com/a b",
        "mailto:a@example.com",
        "http://x.com:99999",
        "http://x.com:0",
        "http://[::1]:80/",
        "http://[fe80::1%25en0]/",
        "http://1.2.3.4",
        "http://256.1.1.1",
        "ftp://example.com",
        "wss://example.com",
        "xyz",
        "http://example.com/%zz",
        "http://example.com/?q=%zz",
        "http://example.com/?q=%2",
        "http://example.com/#%zz",
        "http://example.com/?q=%41",
        "http://exa mple.com",
        "http://user:pass@example.com",
        "https://example.com.",
        "https://bücher.example",
        "//example.com",
        "http://a_b.com",
        "http://a--b.com",
        "https://example.com\\x",
        "http://bad.com/",
        "http://BAD.com/",
        `http://${repeat("a-", 30)}`,
        `http://${repeat("a.", 30)}`,
        ...randomStrings(seed, URL_PIECES, 40, 7),
        5,
        null,
      ];
    case "date":
      return [
        "",
        "2025-01-01 10:00:00.000Z",
        "2025-01-01",
        "2025-01-01T10:00:00Z",
        "2025-01-01T10:00:00.123456789Z",
        "2025-01-01 10:00:00",
        "2025-01-01T10:00:00",
        "2025-01-01 10:00:00.1234Z",
        "2025-01-01 10:00:00.12Z",
        "2025-02-30",
        "2025-02-30 10:00:00.000Z",
        "2024-02-29",
        "2023-02-29",
        "2025-04-31T10:00:00Z",
        "0001-01-01 00:00:00.000Z",
        "0001-01-01",
        "0000-01-01",
        "9999-12-31 23:59:59.999Z",
        "10000-01-01",
        "2025-13-01",
        "2025-1-1",
        "01/02/2025",
        "02 Jan 2025",
        "Mon, 02 Jan 2006 15:04:05 -0700",
        "Mon, 02 Jan 2006 15:04:05 MST",
        "02 Jan 06 15:04 -0700",
        "Mon Jan  2 15:04:05 2006",
        "3:04PM",
        "2025-01-01T10:00:00+02:00",
        "2025-01-01T10:00:00+0200",
        "2025-01-01 10:00:00 +0200",
        "2025-01-01 10:00:00 +02:00",
        "2025-01-01 10:00:00+02:00",
        "2025-01-01T25:00:00Z",
        " 2025-01-01",
        "2025-01-01 ",
        "2020-01-01 00:00:00.000Z",
        "2019-12-31 23:59:59.999Z",
        "2019-12-31T23:59:59.9999999Z",
        "2030-01-01 00:00:00.000Z",
        "2030-01-01T00:00:00.0000001Z",
        "2030-01-01 00:00:00.001Z",
        "2024-05-05 10:00:00.123Z",
        "2024-05-05T10:00:00.1229999Z",
        "2024-05-05T10:00:00.1230001Z",
        "1700000000",
        1700000000,
        0,
        1.5,
        true,
        null,
        "garbage",
        ...randomStrings(seed, DATE_PIECES, 60, 9),
      ];
    case "select": {
      const [first = "a", second = "b", third = "c"] = field.values;
      return [
        "",
        first,
        "pink",
        [first, second],
        [first, second, third],
        [first, first, second],
        [first, "pink"],
        `${first} ${second}`,
        3,
        true,
        null,
        [],
        [null],
        [first, null],
        `["${first}",null]`,
        `["${first}",1]`,
        `["${first}"]`,
        `["${first}","${second}"]`,
        `[${first}`,
        { a: 1 },
        [{}],
        [[first]],
        ` ${first}`,
        first.toUpperCase(),
        [1, 2],
        ...field.values.filter((value) => /[\s[\]]/.test(value)),
      ];
    }
    case "relation": {
      const ids = context.relationIds(field.collectionId);
      const [a = "x", b = "y", c = "z", d = "w"] = ids;
      return [
        [],
        [a],
        [a, b],
        [a, b, c],
        [a, b, c, d],
        [a, a],
        "",
        a,
        "nonexistent0001",
        [a, "nonexistent0002"],
        `["${a}","${b}"]`,
        null,
        5,
        [null],
      ];
    }
    case "json": {
      const max = field.maxSize || 1024 * 1024;
      const sized = max <= LARGEST_SIZE_TRIED;
      return [
        null,
        {},
        [],
        "",
        "abc",
        "[1,2]",
        "[1, 2]",
        '{"a":1}',
        "123",
        "-",
        "-1",
        "1e5",
        "true",
        "null",
        '"quoted"',
        '"unterminated',
        "a\u0001b",
        "a\u0007b",
        "a\u000bb",
        "\u007f",
        "a\u00a0b",
        "a\u00adb",
        "😀",
        "\u{E0001}",
        "\u{F0000}",
        "\n",
        "\t",
        "  ",
        " [1]",
        "\u2028",
        { s: "\u2028" },
        0,
        1.5,
        false,
        true,
        [null],
        { b: 1, a: 2 },
        ...randomStrings(seed, JSON_PIECES, 40),
        ...(sized
          ? [
              { a: repeat("x", max - 8) },
              { a: repeat("x", max - 7) },
              { a: repeat("<", Math.floor((max - 8) / 6)) },
              { a: repeat("<", Math.floor((max - 8) / 6) + 1) },
              repeat("y", max - 2),
              repeat("y", max - 1),
              `"${repeat("z", max - 2)}"`,
              `"${repeat("z", max - 1)}"`,
              repeat("\u00a0", Math.floor((max - 2) / 6)),
              repeat("\u00a0", Math.floor((max - 2) / 6) + 1),
            ]
          : []),
      ];
    }
    case "geoPoint":
      return [
        { lon: 0, lat: 0 },
        { lon: 10, lat: 20 },
        { lon: 200, lat: 0 },
        { lon: 0, lat: -91 },
        { lon: 180, lat: 90 },
        { lon: -180, lat: -90 },
        { LON: 5, Lat: 6 },
        { Lon: 500 },
        { lon: "5", lat: 95 },
        { lon: 1, LON: 300 },
        { LON: 300, lon: 1 },
        { lat: null, lon: 500 },
        { lon: 10, lat: 20, extra: {} },
        null,
        "x",
        "",
        '{"lon":5,"lat":95}',
        '{"LAT":95}',
        [1, 2],
        5,
        true,
      ];
    case "password": {
      const min = field.min ?? 0;
      const max = field.max || 71;
      return [
        "",
        "short",
        repeat("x", 8),
        repeat("x", min - 1),
        repeat("x", min),
        repeat("x", max),
        repeat("x", max + 1),
        repeat("x", 71),
        repeat("x", 72),
        repeat("x", 73),
        repeat("é", 36),
        repeat("é", 37),
        "with spaces in it",
        12345678901,
        true,
        ...(field.pattern ? patternStrings(seed).filter((text) => [...text].length >= min) : []),
      ];
    }
    case "file": {
      const max = field.maxSize || 5 * 1024 * 1024;
      const sized = max <= LARGEST_SIZE_TRIED;
      const text = (name: string, type: string) => new File(["just some words"], name, { type });
      return [
        [],
        [png("a.png")],
        [png("a.png"), png("b.png")],
        [png("a.png"), png("b.png"), png("c.png")],
        [png("a.png"), png("b.png"), png("c.png"), png("d.png")],
        [text("notes.txt", "text/plain")],
        [text("notes.png", "image/png")],
        [new File([createPng({ width: 2, height: 2 })], "photo.txt", { type: "text/plain" })],
        [new File([createPng({ width: 2, height: 2 })], "photo", { type: "" })],
        [new File([jpegBytes()], "photo.jpg", { type: "image/jpeg" })],
        [new File([jpegBytes()], "photo.png", { type: "image/png" })],
        [new File([gifBytes()], "anim.gif", { type: "image/gif" })],
        ...(sized ? [[png("big.png", max + 1)], [png("exact.png", max)]] : []),
        "existing.png",
        ["existing.png"],
        null,
      ];
    }
    default:
      return [];
  }
}

function idCases(min: number, max: number, context: CaseContext): unknown[] {
  const fresh = (length: number, alphabet = "abcdefghijklmnopqrstuvwxyz0123456789") => {
    const base = context.freshId();
    let text = base;
    while (text.length < length) text += alphabet[text.length % alphabet.length];
    return text.slice(0, Math.max(length, 0));
  };
  const upto = (length: number) => Math.max(length, 1);
  return [
    "",
    fresh(upto(min)),
    fresh(upto(max)),
    ...(min > 1 ? [fresh(min - 1)] : []),
    fresh(max + 1),
    `${fresh(upto(min) - 1)}A`,
    `${fresh(upto(min) - 1)}.`,
    `${fresh(upto(min) - 1)}:`,
    `${fresh(upto(min) - 1)} `,
    `${fresh(upto(min) - 1)}/`,
    `${fresh(upto(min) - 1)}_`,
    `${fresh(upto(min) - 1)}-`,
    "con",
    "CON",
    "Nul",
    "lpt1",
    "com10",
    "aux.",
    12345678,
    null,
  ];
}
