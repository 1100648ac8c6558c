import { createPng } from "@pocketkit/client/testing";
import type PocketBase from "pocketbase";

export interface SeedOptions {
  user: { email: string; password: string; name: string };
  /** How many sample photos to make. @default 24 */
  photos?: number;
  /** Width of each photo in pixels. @default 1200 */
  width?: number;
}

const albums = [
  { name: "Coast", description: "Sea, sand and long evenings." },
  { name: "Mountains", description: "Up where the air is thin." },
  { name: "City", description: "Streets, lights and rooftops." },
];

const palettes: ReadonlyArray<
  readonly [readonly [number, number, number], readonly [number, number, number]]
> = [
  [
    [255, 94, 58],
    [255, 206, 84],
  ],
  [
    [29, 53, 87],
    [168, 218, 220],
  ],
  [
    [46, 125, 50],
    [200, 230, 201],
  ],
  [
    [74, 20, 140],
    [240, 98, 146],
  ],
  [
    [33, 33, 33],
    [255, 193, 7],
  ],
  [
    [0, 96, 100],
    [178, 235, 242],
  ],
];

const subjects = ["Dawn", "Harbour", "Ridge", "Alley", "Dunes", "Glacier", "Market", "Lighthouse"];
const tagsByAlbum = [
  ["sea", "beach", "summer"],
  ["mountain", "hiking", "snow"],
  ["street", "night", "architecture"],
];

/**
 * Fills a Gallery PocketBase with a verified demo user, three albums and generated sample photos.
 * Does nothing when the demo user already exists, so it is safe to run at every start.
 * `superuser` must be a client signed in as a superuser.
 *
 * @returns whether anything was created
 */
export async function seedDemo(superuser: PocketBase, options: SeedOptions): Promise<boolean> {
  const existing = await superuser
    .collection("users")
    .getFirstListItem(superuser.filter("email = {:email}", { email: options.user.email }))
    .catch(() => undefined);
  if (existing) return false;

  const user = await superuser.collection("users").create({
    email: options.user.email,
    password: options.user.password,
    passwordConfirm: options.user.password,
    name: options.user.name,
    verified: true,
  });
  const albumRecords = [];
  for (const album of albums) {
    albumRecords.push(await superuser.collection("albums").create({ owner: user.id, ...album }));
  }

  const count = options.photos ?? 24;
  const width = options.width ?? 1200;
  for (let index = 0; index < count; index++) {
    const albumIndex = index % albums.length;
    const [from, to] = palettes[index % palettes.length]!;
    const height = Math.round(index % 4 === 0 ? width * 1.25 : width * (2 / 3));
    const subject = subjects[index % subjects.length]!;
    const form = new FormData();
    form.set("owner", user.id);
    // Every fourth photo stays out of any album, as real libraries have loose photos too.
    if (index % 4 !== 3) form.set("album", albumRecords[albumIndex]!.id);
    form.set("title", `${subject} ${index + 1}`);
    form.set("alt", `A colour gradient from ${describe(from)} to ${describe(to)}.`);
    form.set("tags", JSON.stringify(tagsByAlbum[albumIndex]!.slice(0, 1 + (index % 3))));
    form.set("width", String(width));
    form.set("height", String(height));
    form.set(
      "file",
      new File([createPng({ width, height, from, to })], `${subject.toLowerCase()}-${index + 1}.png`, {
        type: "image/png",
      }),
    );
    await superuser.collection("images").create(form);
  }
  return true;
}

function describe([red, green, blue]: readonly [number, number, number]): string {
  if (red > 200 && green > 150) return "warm yellow";
  if (red > 200) return "red";
  if (blue > 150 && green > 150) return "pale blue";
  if (green > red && green > blue) return "green";
  if (blue > red) return "deep blue";
  return "dark grey";
}
