/// <reference types="vite/client" />
// The photo fixtures (fixtures/photos, made by its make-fixtures.sh) as a browser test reads
// them: fetched from the dev server that serves the test, as a page would get a user's file.

// Vite serves each file and gives its URL; nothing is read until a test asks for a file.
const urls = import.meta.glob<string>("../fixtures/photos/*", {
  query: "?url",
  import: "default",
  eager: true,
});
const urlOf = (name: string) => {
  const url = urls[`../fixtures/photos/${name}`];
  if (!url) throw new Error(`No photo fixture ${name}`);
  return url;
};

/** A photo fixture as the `File` a person would pick, typed as a browser types it by its name. */
export async function photoFixture(name: string, type = typeByName(name)): Promise<File> {
  const response = await fetch(urlOf(name));
  if (!response.ok) throw new Error(`No photo fixture ${name} (${response.status})`);
  return new File([await response.arrayBuffer()], name, { type });
}

/** A fixture's SHA-256 as `sha256sum` wrote it when the fixtures were made (SHA256SUMS). */
export async function photoFixtureSha256(name: string): Promise<string> {
  const sums = await (await fetch(urlOf("SHA256SUMS"))).text();
  const line = sums.split("\n").find((candidate) => candidate.endsWith(`  ${name}`));
  if (!line) throw new Error(`No SHA-256 for ${name} in SHA256SUMS`);
  return line.slice(0, 64);
}

// What a browser's file picker says, from the extension (an empty type for what it does not know).
function typeByName(name: string): string {
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  const types: Record<string, string> = {
    jpg: "image/jpeg",
    heic: "image/heic",
    avif: "image/avif",
    webp: "image/webp",
    gif: "image/gif",
  };
  return types[extension] ?? "";
}
