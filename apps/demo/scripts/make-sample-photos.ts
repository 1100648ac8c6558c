// Makes apps/demo/sample-photos from Debian's wallpaper packages: run by hand, never by CI or the
// demo (the results are committed, so `pnpm demo` needs no apt):
//
//   pnpm --filter @pocketkit/demo exec tsx scripts/make-sample-photos.ts
//
// Needs a Debian (or Debian-based) machine whose apt can reach the Debian 12 archive (the packages
// are downloaded with `apt-get download`, never installed), ImageMagick's `convert` and `identify`,
// and ExifTool (`exiftool` on PATH, or Debian's libimage-exiftool-perl, downloaded and run from
// where it was unpacked). For each photo in sample-photos.ts: the original, turned upright,
// scaled to at most 1920 px, JPEG quality 82, with no metadata but what is written here: EXIF date
// taken, camera, GPS, and the author and licence as Artist and Copyright. Beside the photos:
// sample-photos.json (each photo's size and ThumbHash, which the seed cannot compute: Node decodes
// no JPEG), CREDITS.md, and the licences (Debian's copyright files as they are, and the GPL and LGPL
// texts they point to).
import { execFileSync, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import {
  sampleAlbums,
  samplePhotos,
  sourcePackages,
  type SamplePhoto,
  type SamplePhotoPixels,
  type SourcePackage,
} from "./sample-photos";

const outDir = fileURLToPath(new URL("../sample-photos/", import.meta.url));
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const MAX_EDGE = 1920;
const QUALITY = 82;
// As the client's thumbHashPlaceholder: ThumbHash takes at most 100×100 pixels.
const THUMBHASH_EDGE = 100;

const work = mkdtempSync(path.join(tmpdir(), "sample-photos-"));
try {
  const unpacked = (name: string) => path.join(work, name);
  const download = (name: string, version?: string) => {
    run("apt-get", ["download", version ? `${name}=${version}` : name], work);
    const deb = readdirSync(work).find((file) => file.startsWith(`${name}_`) && file.endsWith(".deb"));
    if (!deb) throw new Error(`apt-get download ${name} left no .deb`);
    run("dpkg-deb", ["-x", deb, unpacked(name)], work);
  };
  for (const [name, version] of Object.entries(sourcePackages)) download(name, version);
  // The GPL and LGPL texts Debian's copyright files point to (/usr/share/common-licenses).
  download("base-files");
  const exiftool = findExiftool(download, unpacked("libimage-exiftool-perl"));

  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir)) {
    if (file.endsWith(".jpg")) rmSync(path.join(outDir, file));
  }

  const pixels: Record<string, SamplePhotoPixels> = {};
  const thumbhash = await loadThumbHash();
  for (const photo of samplePhotos) {
    const original = path.join(unpacked(photo.source.package), photo.source.path);
    checkCredit(photo, unpacked(photo.source.package));
    const target = path.join(outDir, photo.file);
    run("convert", [
      original,
      "-auto-orient",
      "-resize",
      `${MAX_EDGE}x${MAX_EDGE}>`,
      "-strip",
      "-sampling-factor",
      "4:2:0",
      "-quality",
      String(QUALITY),
      target,
    ]);
    exiftool([...exifArguments(photo), "-overwrite_original", target]);

    const [width, height] = capture("identify", ["-format", "%w %h", target]).split(" ").map(Number) as [
      number,
      number,
    ];
    const scale = Math.min(1, THUMBHASH_EDGE / Math.max(width, height));
    const small = {
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
    };
    const rgba = execFileSync("convert", [
      target,
      "-resize",
      `${small.width}x${small.height}!`,
      "-depth",
      "8",
      "RGBA:-",
    ]);
    const hash = thumbhash.rgbaToThumbHash(small.width, small.height, rgba);
    pixels[photo.file] = { width, height, placeholder: Buffer.from(hash).toString("base64") };
    console.log(`${photo.file}: ${width}×${height}, ${Math.round(statSync(target).size / 1024)} KB`);
  }
  writeFileSync(path.join(outDir, "sample-photos.json"), `${JSON.stringify(pixels, null, 2)}\n`);

  const licenses = path.join(outDir, "licenses");
  rmSync(licenses, { recursive: true, force: true });
  mkdirSync(licenses);
  const lomiri = readFileSync(copyrightOf("lomiri-wallpapers-16.04", unpacked), "utf8");
  if (readFileSync(copyrightOf("lomiri-wallpapers-20.04", unpacked), "utf8") !== lomiri) {
    throw new Error("lomiri-wallpapers-16.04 and -20.04 no longer share one copyright file: keep both");
  }
  writeFileSync(path.join(licenses, "lomiri-wallpapers.copyright.txt"), lomiri);
  for (const name of ["mate-backgrounds", "plasma-workspace-wallpapers"] as const) {
    copyFileSync(copyrightOf(name, unpacked), path.join(licenses, `${name}.copyright.txt`));
  }
  for (const name of ["GPL-2", "GPL-3", "LGPL-3"]) {
    copyFileSync(
      path.join(unpacked("base-files"), "usr/share/common-licenses", name),
      path.join(licenses, `${name}.txt`),
    );
  }
  writeFileSync(path.join(outDir, "CREDITS.md"), credits());
  run(
    "pnpm",
    ["exec", "prettier", "--write", path.join(outDir, "CREDITS.md"), path.join(outDir, "sample-photos.json")],
    repoRoot,
  );

  const total = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
  console.log(`${samplePhotos.length} photos, ${(total / 1024 / 1024).toFixed(1)} MB in ${outDir}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

function exifArguments(photo: SamplePhoto): string[] {
  const tags = [
    `-EXIF:Make=${photo.make}`,
    `-EXIF:Model=${photo.model}`,
    `-EXIF:DateTimeOriginal=${photo.takenAt}`,
    `-EXIF:CreateDate=${photo.takenAt}`,
    // The originals are sRGB or say nothing; their ICC profiles went with the rest of their metadata.
    "-EXIF:ColorSpace=sRGB",
    `-EXIF:Artist=${photo.author}`,
    `-EXIF:Copyright=${photo.author}, ${photo.license}; from Debian's ${photo.source.package}`,
  ];
  if (photo.offset) tags.push(`-EXIF:OffsetTimeOriginal=${photo.offset}`);
  if (photo.place) {
    const { latitude, longitude } = photo.place;
    tags.push(
      `-GPS:GPSLatitude=${Math.abs(latitude)}`,
      `-GPS:GPSLatitudeRef=${latitude < 0 ? "S" : "N"}`,
      `-GPS:GPSLongitude=${Math.abs(longitude)}`,
      `-GPS:GPSLongitudeRef=${longitude < 0 ? "W" : "E"}`,
    );
  }
  return tags;
}

/** Throws unless the package's own record names the photo's author and licence as sample-photos.ts does. */
function checkCredit(photo: SamplePhoto, root: string) {
  const copyright = readFileSync(
    copyrightOf(photo.source.package, () => root),
    "utf8",
  );
  const stanza = copyrightStanza(copyright, photo.source.path);
  const license = /^License: *(\S+)/m.exec(stanza)?.[1];
  if (license !== photo.license) {
    throw new Error(`${photo.file}: Debian's copyright says ${license}, sample-photos.ts ${photo.license}`);
  }
  // Plasma's copyright file names the KDE Visual Design Group for every wallpaper; the wallpaper's
  // own metadata names its photographer.
  const authority =
    photo.source.package === "plasma-workspace-wallpapers"
      ? readFileSync(
          path.join(root, path.dirname(path.dirname(photo.source.path)), "../metadata.json"),
          "utf8",
        )
      : stanza;
  if (!authority.includes(photo.author))
    throw new Error(`${photo.file}: ${photo.author} is not named as its author`);
}

/** The stanza of a machine-readable Debian copyright file whose `Files:` matches the path best. */
function copyrightStanza(copyright: string, filePath: string): string {
  const stanzas = copyright.split(/\n\s*\n/).filter((stanza) => stanza.startsWith("Files:"));
  const patterns = (stanza: string) =>
    /^Files:([^]*?)\n(?=\S)/.exec(`${stanza}\n.`)![1]!.split(/\s+/).filter(Boolean);
  const exact = stanzas.find((stanza) =>
    patterns(stanza).some(
      (pattern) => pattern !== "*" && filePath.endsWith(`/${pattern.replace(/^.*?\//, "")}`),
    ),
  );
  const stanza = exact ?? stanzas.find((candidate) => patterns(candidate).includes("*"));
  if (!stanza) throw new Error(`no copyright stanza covers ${filePath}`);
  return stanza;
}

function copyrightOf(name: SourcePackage, unpacked: (name: string) => string): string {
  return path.join(unpacked(name), "usr/share/doc", name, "copyright");
}

function credits(): string {
  const licenseNote: Record<SamplePhoto["license"], string> = {
    "CC0-1.0": "[CC0-1.0](licenses/lomiri-wallpapers.copyright.txt)",
    "CC-BY-4.0": "[CC-BY-4.0](licenses/lomiri-wallpapers.copyright.txt)",
    "CC-BY-SA-3.0": "[CC-BY-SA-3.0](licenses/lomiri-wallpapers.copyright.txt)",
    "CC-BY-SA-4.0": "[CC-BY-SA-4.0](licenses/lomiri-wallpapers.copyright.txt)",
    "GPL-2+": "[GPL-2+](licenses/GPL-2.txt)",
  };
  const rows = samplePhotos.map((photo) => {
    const license =
      photo.source.package === "plasma-workspace-wallpapers"
        ? `${licenseNote[photo.license]} (Debian); [LGPL-3](licenses/LGPL-3.txt) (the wallpaper's metadata)`
        : licenseNote[photo.license];
    const album = photo.album ? sampleAlbums[photo.album].name : "none";
    return `| \`${photo.file}\` | ${photo.author.replaceAll("|", "\\|")} | ${license} | \`${photo.source.package}\` \`${photo.source.path}\` | ${photo.takenAt.slice(0, 10).replaceAll(":", "-")}, ${photo.place?.name ?? "no GPS"} | ${album} |`;
  });
  const packages = Object.entries(sourcePackages)
    .map(([name, version]) => `\`${name}\` ${version}`)
    .join(", ");
  return `# Sample photos

The photographs the Gallery's demo user starts with (\`pnpm demo\`; the seed is
\`apps/demo/scripts/seed.ts\`). Made by \`apps/demo/scripts/make-sample-photos.ts\` from Debian 12's
wallpaper packages (${packages}): each original turned upright, scaled to at most ${MAX_EDGE} px on its
longest edge and saved as a JPEG of quality ${QUALITY}, with its metadata replaced. The changes are
ours; the photographs are their authors', under the licences below.

The EXIF in each file is written for the demo's timeline and map: the **dates and places are made
up** (plausible for each subject), the camera is the one the original file named where it named
one (otherwise made up too), and Artist and Copyright name the author and licence. Only
\`paper-cups.jpg\` keeps the position its original carried.

| file | author | licence | from (Debian package, path) | EXIF date, place | album |
| --- | --- | --- | --- | --- | --- |
${rows.join("\n")}

## Licences

- \`licenses/lomiri-wallpapers.copyright.txt\`: Debian's copyright file of \`lomiri-wallpapers-16.04\`
  and \`lomiri-wallpapers-20.04\` (one file for both), with the full texts of CC0-1.0, CC-BY-4.0,
  CC-BY-SA-3.0 and CC-BY-SA-4.0.
- \`licenses/mate-backgrounds.copyright.txt\`: Debian's copyright file of \`mate-backgrounds\`
  (GPL-2+, the text in \`licenses/GPL-2.txt\`).
- \`licenses/plasma-workspace-wallpapers.copyright.txt\`: Debian's copyright file of
  \`plasma-workspace-wallpapers\`, GPL-2+ for every wallpaper; each wallpaper's own
  \`metadata.json\` names its photographer and says LGPLv3 (\`licenses/LGPL-3.txt\`, which builds on
  \`licenses/GPL-3.txt\`).
- \`licenses/GPL-2.txt\`, \`GPL-3.txt\`, \`LGPL-3.txt\`: from Debian's \`base-files\`
  (\`/usr/share/common-licenses\`), where those copyright files point.

The originals are in the Debian archive (\`apt-get download <package>=<version>\`), and the
script that made these files from them beside this folder.

\`sample-photos.json\` holds what the seed cannot read without decoding a JPEG: each photo's size
and its ThumbHash placeholder, computed as the Gallery's uploader computes them.
`;
}

type Exiftool = (args: string[]) => void;

function findExiftool(download: (name: string) => void, unpacked: string): Exiftool {
  if (spawnSync("exiftool", ["-ver"]).status === 0) return (args) => run("exiftool", args);
  download("libimage-exiftool-perl");
  const lib = path.join(unpacked, "usr/share/perl5");
  const script = path.join(unpacked, "usr/bin/exiftool");
  if (!existsSync(script)) throw new Error("libimage-exiftool-perl has no usr/bin/exiftool");
  return (args) => run("perl", ["-I", lib, script, ...args]);
}

async function loadThumbHash() {
  // The client's own ThumbHash library, as its photo preparer uses it.
  const client = createRequire(import.meta.resolve("@pocketkit/client"));
  return (await import(pathToFileURL(client.resolve("thumbhash")).href)) as {
    rgbaToThumbHash(width: number, height: number, rgba: ArrayLike<number>): Uint8Array;
  };
}

function run(command: string, args: string[], cwd?: string) {
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (${result.status ?? result.signal})`);
}

function capture(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: "utf8" }).trim();
}
