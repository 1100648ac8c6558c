import type { CollectionSchema, PocketkitSchema } from "@pocketkit/client";

// Schemas and records for the data components' stories (RecordTable, RecordForm, RecordView):
// the Gallery's `albums` and `images`, and `places`, a collection with one field of every type
// PocketBase has; the table benchmark renders them too.

/** A record as PocketBase returns it: system fields, the collection's fields, and `expand`. */
export interface FixtureRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  expand?: Record<string, FixtureRecord | FixtureRecord[]>;
  [field: string]: unknown;
}

const idField = {
  name: "id",
  type: "text",
  system: true,
  primaryKey: true,
  required: true,
  min: 15,
  max: 15,
  pattern: "^[a-z0-9]+$",
  autogeneratePattern: "[a-z0-9]{15}",
} as const;
const createdField = { name: "created", type: "autodate", onCreate: true } as const;
const updatedField = { name: "updated", type: "autodate", onCreate: true, onUpdate: true } as const;

export const usersCollection: CollectionSchema = {
  id: "_pb_users_auth_",
  name: "users",
  type: "auth",
  fields: [
    idField,
    { name: "password", type: "password", hidden: true, system: true, required: true, min: 8 },
    {
      name: "tokenKey",
      type: "text",
      hidden: true,
      system: true,
      required: true,
      min: 30,
      max: 60,
      // As PocketBase defines it: a new record's key is made by the server.
      autogeneratePattern: "[a-zA-Z0-9]{50}",
    },
    { name: "email", type: "email", system: true, required: true },
    { name: "emailVisibility", type: "bool", system: true },
    { name: "verified", type: "bool", system: true },
    { name: "name", type: "text", max: 80, presentable: true },
    {
      name: "avatar",
      type: "file",
      maxSelect: 1,
      maxSize: 5_000_000,
      mimeTypes: ["image/jpeg", "image/png", "image/webp"],
      thumbs: ["100x100"],
    },
    createdField,
    updatedField,
  ],
};

/** The Gallery's albums (DESIGN §7). */
export const albumsCollection: CollectionSchema = {
  id: "pk_albums",
  name: "albums",
  type: "base",
  fields: [
    idField,
    {
      name: "owner",
      type: "relation",
      collectionId: "_pb_users_auth_",
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    },
    { name: "name", type: "text", min: 1, max: 80, required: true, presentable: true },
    { name: "description", type: "text", max: 500 },
    createdField,
    updatedField,
  ],
};

/** The Gallery's images (DESIGN §7): one protected file with thumbs, tags and metadata as JSON. */
export const imagesCollection: CollectionSchema = {
  id: "pk_images",
  name: "images",
  type: "base",
  fields: [
    idField,
    {
      name: "owner",
      type: "relation",
      collectionId: "_pb_users_auth_",
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    },
    { name: "album", type: "relation", collectionId: "pk_albums", maxSelect: 1 },
    {
      name: "file",
      type: "file",
      maxSelect: 1,
      maxSize: 20_000_000,
      mimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"],
      thumbs: ["100x100", "400x0", "1200x0"],
      protected: true,
      required: true,
    },
    { name: "title", type: "text", max: 120, presentable: true },
    { name: "alt", type: "text", max: 250 },
    { name: "description", type: "text", max: 2000 },
    { name: "tags", type: "json", maxSize: 2000 },
    { name: "metadata", type: "json", maxSize: 20_000 },
    { name: "width", type: "number", min: 1, max: 100_000, onlyInt: true },
    { name: "height", type: "number", min: 1, max: 100_000, onlyInt: true },
    createdField,
    updatedField,
  ],
};

/**
 * Places worth a trip: one field of each of PocketBase's 14 types — name (text), notes (editor),
 * rating (number), visited (bool), contact (email), website (url), visitOn (date), created
 * (autodate), kind (select, several), photos (file, several), album (relation), details (json),
 * location (geoPoint), entryCode (password).
 */
export const placesCollection: CollectionSchema = {
  id: "pk_places",
  name: "places",
  type: "base",
  fields: [
    idField,
    { name: "name", type: "text", min: 2, max: 80, required: true, presentable: true },
    { name: "notes", type: "editor", maxSize: 10_000, help: "What to know before going." },
    { name: "rating", type: "number", min: 0, max: 5 },
    { name: "visited", type: "bool" },
    { name: "contact", type: "email", exceptDomains: ["example.invalid"] },
    { name: "website", type: "url", onlyDomains: null },
    { name: "visitOn", type: "date", min: "2020-01-01 00:00:00.000Z" },
    createdField,
    {
      name: "kind",
      type: "select",
      values: ["beach", "mountain", "city", "forest", "museum"],
      maxSelect: 3,
      required: true,
    },
    {
      name: "photos",
      type: "file",
      maxSelect: 5,
      maxSize: 10_000_000,
      mimeTypes: ["image/jpeg", "image/png", "image/webp"],
      thumbs: ["100x100"],
    },
    { name: "album", type: "relation", collectionId: "pk_albums", maxSelect: 1 },
    { name: "details", type: "json", maxSize: 5000 },
    { name: "location", type: "geoPoint" },
    { name: "entryCode", type: "password", min: 4, max: 12, hidden: true },
  ],
};

/** Every fixture collection by name, as `createPocketkit({ schema })` takes it. */
export const fixtureSchema: PocketkitSchema = {
  users: usersCollection,
  albums: albumsCollection,
  images: imagesCollection,
  places: placesCollection,
};

const OWNER = "u0demo00000001";

function album(id: string, name: string, description: string, created: string): FixtureRecord {
  return {
    id,
    collectionId: "pk_albums",
    collectionName: "albums",
    owner: OWNER,
    name,
    description,
    created,
    updated: created,
  };
}

export const albumRecords: FixtureRecord[] = [
  album(
    "alcoast00000001",
    "Coast",
    "Harbours, cliffs and the long walk to the lighthouse.",
    "2025-03-02 08:14:00.000Z",
  ),
  album("almount00000002", "Mountains", "Two weeks above the tree line.", "2025-05-19 17:40:12.000Z"),
  album("alcity000000003", "City", "", "2025-07-30 11:02:45.000Z"),
  album("alfamily0000004", "Family", "Birthdays, the garden, the dog.", "2025-09-11 19:25:31.000Z"),
];

interface ImageSeed {
  title: string;
  file: string;
  album: number | null;
  tags: string[];
  width: number;
  height: number;
  alt?: string;
  description?: string;
}

const IMAGE_SEEDS: ImageSeed[] = [
  {
    title: "Harbour at dawn",
    file: "harbour_dawn_k2j3h4g5f6.jpg",
    album: 0,
    tags: ["sea", "boats"],
    width: 4032,
    height: 3024,
    alt: "Fishing boats moored in a calm harbour under a pink sky",
    description: "The first light over the harbour, before the ferries start.",
  },
  {
    title: "Lighthouse",
    file: "lighthouse_p0o9i8u7y6.jpg",
    album: 0,
    tags: ["sea"],
    width: 3024,
    height: 4032,
    alt: "A white lighthouse on black rocks",
  },
  {
    title: "Fog over the ridge",
    file: "ridge_fog_a1s2d3f4g5.webp",
    album: 1,
    tags: ["fog", "hiking"],
    width: 6000,
    height: 4000,
  },
  {
    title: "Summit cairn",
    file: "summit_cairn_z9x8c7v6b5.jpg",
    album: 1,
    tags: ["hiking"],
    width: 4000,
    height: 6000,
    alt: "A stone cairn on a windy summit",
  },
  {
    title: "Night market",
    file: "night_market_q1w2e3r4t5.jpg",
    album: 2,
    tags: ["food", "night"],
    width: 5472,
    height: 3648,
  },
  {
    title: "Tram 28",
    file: "tram_28_m1n2b3v4c5.avif",
    album: 2,
    tags: ["street"],
    width: 3000,
    height: 2000,
    description: "The yellow tram climbing the hill, as every guidebook shows it.",
  },
  {
    title: "Grandma's 90th",
    file: "birthday_90_l1k2j3h4g5.jpg",
    album: 3,
    tags: ["family", "cake"],
    width: 4032,
    height: 3024,
  },
  {
    title: "The dog, mid-jump",
    file: "dog_jump_f5d4s3a2p1.gif",
    album: 3,
    tags: ["dog"],
    width: 800,
    height: 600,
    alt: "A brown dog leaping for a ball",
  },
  {
    title: "Screenshot of the map",
    file: "map_screenshot_r4e3w2q1t5.png",
    album: null,
    tags: [],
    width: 2560,
    height: 1600,
  },
  { title: "", file: "img_4711_y6t5r4e3w2.jpg", album: null, tags: [], width: 4032, height: 3024 },
  {
    title: "Cliff path in the rain",
    file: "cliff_rain_g7h8j9k0l1.jpg",
    album: 0,
    tags: ["sea", "rain", "hiking"],
    width: 4032,
    height: 3024,
  },
  {
    title: "Alpine lake",
    file: "alpine_lake_v5b6n7m8q9.webp",
    album: 1,
    tags: ["lake"],
    width: 7952,
    height: 5304,
    alt: "A turquoise lake between grey peaks",
  },
];

function image(seed: ImageSeed, index: number): FixtureRecord {
  const related = seed.album === null ? undefined : albumRecords[seed.album]!;
  const day = String(1 + (index % 28)).padStart(2, "0");
  const month = String(1 + ((index * 5) % 12)).padStart(2, "0");
  const created = `2025-${month}-${day} ${String(8 + (index % 12)).padStart(2, "0")}:${String((index * 7) % 60).padStart(2, "0")}:00.000Z`;
  return {
    id: `img${String(index + 1).padStart(12, "0")}`,
    collectionId: "pk_images",
    collectionName: "images",
    owner: OWNER,
    album: related?.id ?? "",
    file: seed.file,
    title: seed.title,
    alt: seed.alt ?? "",
    description: seed.description ?? "",
    tags: seed.tags,
    metadata: { camera: index % 2 ? "Pixel 9" : "X-T5", iso: 100 * (1 + (index % 8)) },
    width: seed.width,
    height: seed.height,
    created,
    updated: created,
    ...(related ? { expand: { album: related } } : {}),
  };
}

/** Twelve images of the Gallery, in four albums (two with none), albums expanded. */
export const imageRecords: FixtureRecord[] = IMAGE_SEEDS.map(image);

const PLACES = [
  "Harbour",
  "Ridge",
  "Market",
  "Lake",
  "Forest",
  "Museum",
  "Bridge",
  "Beach",
  "Tower",
  "Garden",
];
const ADJECTIVES = ["Quiet", "Old", "North", "Hidden", "Windy", "Sunny", "Upper", "Little", "Grand", "Misty"];

/**
 * `count` images with made-up but plausible values, the same for the same count: for stories
 * with many rows. Titles run "Quiet Harbour 1", "Old Ridge 2", …, ids `img000000000001`, ….
 */
export function generateImageRecords(count: number): FixtureRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const seed = IMAGE_SEEDS[index % IMAGE_SEEDS.length]!;
    const title = `${ADJECTIVES[index % ADJECTIVES.length]} ${PLACES[Math.floor(index / 10) % PLACES.length]} ${index + 1}`;
    return image({ ...seed, title, alt: "", description: "" }, index);
  });
}

/** Three places: one with every field filled, one nearly empty, one with long values. */
export const placeRecords: FixtureRecord[] = [
  {
    id: "plharbour000001",
    collectionId: "pk_places",
    collectionName: "places",
    name: "Old Harbour",
    notes:
      "<p>Go <strong>early</strong>: the fish market closes at 9.</p><p>Parking &amp; toilets by the ferry terminal.</p>",
    rating: 4.5,
    visited: true,
    contact: "harbourmaster@port.example.com",
    website: "https://port.example.com/visit",
    visitOn: "2025-08-14 07:30:00.000Z",
    created: "2025-06-01 10:00:00.000Z",
    kind: ["beach", "city"],
    photos: ["harbour_dawn_k2j3h4g5f6.jpg", "lighthouse_p0o9i8u7y6.jpg"],
    album: "alcoast00000001",
    details: { parking: true, fee: 0, openingHours: "06:00–21:00" },
    location: { lon: -9.1393, lat: 38.7223 },
    expand: { album: albumRecords[0]! },
  },
  {
    id: "plridge00000002",
    collectionId: "pk_places",
    collectionName: "places",
    name: "North Ridge",
    notes: "",
    rating: 0,
    visited: false,
    contact: "",
    website: "",
    visitOn: "",
    created: "2025-06-03 15:20:00.000Z",
    kind: ["mountain"],
    photos: [],
    album: "",
    details: null,
    location: { lon: 0, lat: 0 },
  },
  {
    id: "plmuseum0000003",
    collectionId: "pk_places",
    collectionName: "places",
    name: "The Municipal Museum of Maritime History, Navigation Instruments and Shipbuilding Crafts",
    notes: `<h2>Opening hours</h2><ul><li>Tuesday to Sunday, 10:00–18:00</li><li>Closed on Mondays</li></ul><p>${"The permanent exhibition runs through three floors of the old customs house. ".repeat(6)}</p><script>alert("never run")</script>`,
    rating: 3,
    visited: true,
    contact: "visitor.services.and.group.bookings@maritime-museum.example.org",
    website: "https://maritime-museum.example.org/exhibitions/permanent/navigation-instruments?lang=en",
    visitOn: "2026-01-20 13:00:00.000Z",
    created: "2025-07-22 09:45:00.000Z",
    kind: ["museum", "city"],
    photos: ["museum_hall_a9s8d7f6g5.jpg"],
    album: "alcity000000003",
    details: { floors: 3, guidedTours: ["10:30", "14:00", "16:30"], languages: ["en", "de", "pt"] },
    location: { lon: -8.6291, lat: 41.1579 },
    expand: { album: albumRecords[2]! },
  },
];
