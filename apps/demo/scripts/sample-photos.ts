// The Gallery's sample photos (apps/demo/sample-photos): photographs from Debian's wallpaper
// packages, made smaller and given EXIF by make-sample-photos.ts, uploaded for the demo user by
// the seed. What is written here is both what that script writes into each file and what the seed
// stores beside it; the seed reads date, camera and place back from the file, as an upload does.
//
// The dates and places are made up for the timeline and the map (plausible for each subject, over
// five years and eleven countries); the cameras are the ones the original files name where they
// name one. paper-cups.jpg keeps its own GPS position.

/** Where a sample photo comes from, and what make-sample-photos.ts writes into its EXIF. */
export interface SamplePhoto {
  /** Its file name in apps/demo/sample-photos. */
  file: string;
  /** The Debian package and the path of the original in it. */
  source: { package: SourcePackage; path: string };
  author: string;
  /** As Debian's copyright file for the package says. */
  license: "CC0-1.0" | "CC-BY-4.0" | "CC-BY-SA-3.0" | "CC-BY-SA-4.0" | "GPL-2+";
  /** EXIF DateTimeOriginal, as a camera writes it. */
  takenAt: string;
  /** EXIF OffsetTimeOriginal; phones write one, most older cameras none. */
  offset?: string;
  /** EXIF Make and Model. */
  make: string;
  model: string;
  /** EXIF GPS, and the place in words for the credits; none for a photo without a position. */
  place?: { latitude: number; longitude: number; name: string };
  /** What the seed stores. */
  title: string;
  /** Alt text for some; the AI describes the rest. */
  alt?: string;
  tags: string[];
  album?: SampleAlbum;
  favorite?: boolean;
}

/** What the seed needs of each photo that only its pixels tell: apps/demo/sample-photos/sample-photos.json. */
export interface SamplePhotoPixels {
  width: number;
  height: number;
  /** ThumbHash, base64, as the Gallery's uploader stores it in `placeholder`. */
  placeholder: string;
}

export type SourcePackage =
  "lomiri-wallpapers-16.04" | "lomiri-wallpapers-20.04" | "mate-backgrounds" | "plasma-workspace-wallpapers";

/** Each package at the version make-sample-photos.ts downloads (Debian 12, bookworm). */
export const sourcePackages: Record<SourcePackage, string> = {
  "lomiri-wallpapers-16.04": "20.04.0-2",
  "lomiri-wallpapers-20.04": "20.04.0-2",
  "mate-backgrounds": "1.26.0-1",
  "plasma-workspace-wallpapers": "4:5.27.5-2",
};

export type SampleAlbum = keyof typeof sampleAlbums;

export const sampleAlbums = {
  mountains: { name: "Mountains and forests", description: "Ridges, trails and the woods below them." },
  water: { name: "By the water", description: "Lakes, jetties and the sea." },
  closeUp: { name: "Close up", description: "Leaves, flowers and small animals." },
} as const;

const lomiri = "/usr/share/backgrounds/";
const mate = "/usr/share/backgrounds/mate/nature/";
const plasma = (name: string) => `/usr/share/wallpapers/${name}/contents/images/2560x1600.jpg`;

export const samplePhotos: readonly SamplePhoto[] = [
  {
    file: "autumn-below-aitzgorri.jpg",
    source: { package: "lomiri-wallpapers-16.04", path: `${lomiri}aitzgorri_by_Aitzol_Berasategi.jpg` },
    author: "Aitzol Berasategi",
    license: "CC-BY-4.0",
    takenAt: "2021:10:16 11:42:10",
    make: "Canon",
    model: "Canon EOS 600D",
    place: { latitude: 42.9617, longitude: -2.3336, name: "Aizkorri, Spain" },
    title: "Autumn below Aitzgorri",
    alt: "A green meadow below a grey limestone ridge, with larches turned orange along the slope.",
    tags: ["mountains", "autumn", "spain"],
    album: "mountains",
  },
  {
    file: "stream-in-the-wood.jpg",
    source: { package: "lomiri-wallpapers-16.04", path: `${lomiri}life_by_Aitzol_Berasategi.jpg` },
    author: "Aitzol Berasategi",
    license: "CC-BY-4.0",
    takenAt: "2021:10:17 10:05:33",
    make: "Canon",
    model: "Canon EOS 600D",
    place: { latitude: 43.0043, longitude: -2.1121, name: "Aralar, Spain" },
    title: "Stream in the wood",
    tags: ["forest", "water", "spain"],
    album: "mountains",
  },
  {
    file: "sunset-from-the-summit.jpg",
    source: { package: "lomiri-wallpapers-16.04", path: `${lomiri}sunset_by_Aitzol_Berasategi.jpg` },
    author: "Aitzol Berasategi",
    license: "CC-BY-4.0",
    takenAt: "2021:10:17 18:51:02",
    make: "Canon",
    model: "Canon EOS 600D",
    place: { latitude: 43.0266, longitude: -2.085, name: "Txindoki, Spain" },
    title: "Sunset from the summit",
    alt: "The sun setting over ridge after ridge of hills, seen from a rocky summit with a survey pillar.",
    tags: ["mountains", "sunset", "spain"],
    album: "mountains",
    favorite: true,
  },
  {
    file: "two-friends.jpg",
    source: { package: "lomiri-wallpapers-16.04", path: `${lomiri}friends_by_Aitzol_Berasategi.jpg` },
    author: "Aitzol Berasategi",
    license: "CC-BY-4.0",
    takenAt: "2021:10:19 09:14:40",
    make: "Canon",
    model: "Canon EOS 600D",
    place: { latitude: 43.3183, longitude: -1.9812, name: "San Sebastián, Spain" },
    title: "Two friends at the window",
    alt: "Two brown spaniels looking out of the window and the door of a white wooden house.",
    tags: ["dogs", "spain"],
  },
  {
    file: "paper-cups.jpg",
    source: { package: "plasma-workspace-wallpapers", path: plasma("ColorfulCups") },
    author: "Dmitri Popov",
    license: "GPL-2+",
    takenAt: "2022:02:12 14:25:26",
    make: "SONY",
    model: "NEX-3N",
    // The original file's own position.
    place: { latitude: 56.155994, longitude: 10.208206, name: "Aarhus, Denmark" },
    title: "Paper cups",
    tags: ["colour", "denmark"],
  },
  {
    file: "midsummer-night.jpg",
    source: { package: "plasma-workspace-wallpapers", path: plasma("summer_1am") },
    author: "Risto Saukonpää",
    license: "GPL-2+",
    takenAt: "2022:06:25 01:04:12",
    make: "OLYMPUS IMAGING CORP.",
    model: "E-M1",
    place: { latitude: 61.469, longitude: 23.646, name: "Pyhäjärvi, Tampere, Finland" },
    title: "Midsummer night, 1 am",
    alt: "A still lake under a pink and violet sky just after midnight, with reeds on the right.",
    tags: ["lake", "summer", "finland"],
    album: "water",
    favorite: true,
  },
  {
    file: "jetty-in-the-fog.jpg",
    source: { package: "plasma-workspace-wallpapers", path: plasma("ColdRipple") },
    author: "Risto Saukonpää",
    license: "GPL-2+",
    takenAt: "2022:06:26 05:12:40",
    make: "OLYMPUS IMAGING CORP.",
    model: "E-M1",
    place: { latitude: 61.4725, longitude: 23.6205, name: "Pyhäjärvi, Tampere, Finland" },
    title: "Jetty in the fog",
    alt: "A wooden jetty running out into grey fog over flat water.",
    tags: ["lake", "fog", "black and white", "finland"],
    album: "water",
  },
  {
    file: "moss-from-above.jpg",
    source: { package: "plasma-workspace-wallpapers", path: plasma("OneStandsOut") },
    author: "Risto Saukonpää",
    license: "GPL-2+",
    takenAt: "2022:06:27 12:01:47",
    make: "OLYMPUS IMAGING CORP.",
    model: "E-M1",
    place: { latitude: 60.301, longitude: 24.513, name: "Nuuksio, Finland" },
    title: "One stands out",
    alt: "Star-shaped green moss seen from above, with one orange tuft among the green.",
    tags: ["moss", "close-up", "finland"],
    album: "closeUp",
  },
  {
    file: "forest-path.jpg",
    source: { package: "plasma-workspace-wallpapers", path: plasma("Path") },
    author: "Risto Saukonpää",
    license: "GPL-2+",
    takenAt: "2022:06:27 18:46:57",
    make: "OLYMPUS IMAGING CORP.",
    model: "E-M1",
    place: { latitude: 60.3075, longitude: 24.503, name: "Nuuksio, Finland" },
    title: "Path through the spruce forest",
    tags: ["forest", "finland"],
    album: "mountains",
  },
  {
    file: "dune-grass.jpg",
    source: { package: "mate-backgrounds", path: `${mate}Dune.jpg` },
    author: "Marco Cogoni",
    license: "GPL-2+",
    takenAt: "2022:08:14 10:29:13",
    make: "Canon",
    model: "Canon EOS DIGITAL REBEL",
    place: { latitude: 39.5435, longitude: 8.4522, name: "Piscinas, Sardinia, Italy" },
    title: "Dune grass",
    tags: ["beach", "summer", "italy"],
    album: "water",
  },
  {
    file: "bridge-cables.jpg",
    source: { package: "lomiri-wallpapers-16.04", path: `${lomiri}Bridge_by_Sander_Klootwijk.jpg` },
    author: "Sander Klootwijk",
    license: "CC-BY-SA-4.0",
    takenAt: "2023:04:08 15:21:09",
    offset: "+02:00",
    make: "Apple",
    model: "iPhone 8",
    place: { latitude: 49.4325, longitude: 0.274, name: "Pont de Normandie, France" },
    title: "Under the bridge's cables",
    alt: "White cable stays crossing a blue sky above a wide estuary at low tide.",
    tags: ["bridge", "sea", "france"],
    album: "water",
  },
  {
    file: "ladybird.jpg",
    source: { package: "mate-backgrounds", path: `${mate}LadyBird.jpg` },
    author: "Charles Barbin",
    license: "GPL-2+",
    takenAt: "2023:04:10 11:02:51",
    make: "FUJIFILM",
    model: "X-T3",
    place: { latitude: 49.146, longitude: 0.226, name: "Pays d'Auge, France" },
    title: "Ladybird on a grass stalk",
    alt: "A ladybird climbing a grass stalk among blue forget-me-nots.",
    tags: ["insects", "flowers", "spring", "france"],
    album: "closeUp",
  },
  {
    file: "picos-de-europa-trail.jpg",
    source: { package: "lomiri-wallpapers-16.04", path: `${lomiri}picosdeeuropa_by_Aitzol_Berasategi.jpg` },
    author: "Aitzol Berasategi",
    license: "CC-BY-4.0",
    takenAt: "2023:05:20 13:10:25",
    make: "Canon",
    model: "Canon EOS 600D",
    place: { latitude: 43.159, longitude: -4.8, name: "Picos de Europa, Spain" },
    title: "Trail in the Picos de Europa",
    alt: "A worn path across green pasture toward grey limestone peaks with patches of snow.",
    tags: ["mountains", "hiking", "spain"],
    album: "mountains",
  },
  {
    file: "rowing-boats-at-dusk.jpg",
    source: { package: "plasma-workspace-wallpapers", path: plasma("EveningGlow") },
    author: "Ian Hex",
    license: "GPL-2+",
    takenAt: "2023:09:23 19:05:40",
    make: "NIKON CORPORATION",
    model: "NIKON D750",
    place: { latitude: 54.5975, longitude: -3.142, name: "Derwentwater, England" },
    title: "Rowing boats at dusk",
    tags: ["lake", "boats", "sunset", "england"],
    album: "water",
  },
  {
    file: "nuthatch.jpg",
    source: { package: "lomiri-wallpapers-20.04", path: `${lomiri}Kleiber_by_Lukas_Baubkus.jpg` },
    author: "Lukas Baubkus",
    license: "CC-BY-SA-3.0",
    takenAt: "2024:01:21 10:15:30",
    make: "Canon",
    model: "Canon EOS 7D Mark II",
    place: { latitude: 48.152, longitude: 11.592, name: "Englischer Garten, Munich, Germany" },
    title: "Nuthatch",
    alt: "A nuthatch clinging head down to the bark of a tree trunk, the background a pale blur.",
    tags: ["birds", "winter", "germany"],
    album: "closeUp",
    favorite: true,
  },
  {
    file: "woven-facade.jpg",
    source: { package: "plasma-workspace-wallpapers", path: plasma("Grey") },
    author: "Sigi Sagi",
    license: "GPL-2+",
    takenAt: "2024:03:02 11:20:00",
    make: "FUJIFILM",
    model: "X-T3",
    place: { latitude: 47.563, longitude: 7.601, name: "Messeplatz, Basel, Switzerland" },
    title: "Woven facade",
    tags: ["architecture", "black and white", "switzerland"],
  },
  {
    file: "dandelion-clocks.jpg",
    source: { package: "lomiri-wallpapers-16.04", path: `${lomiri}seeding_by_Clements_Engelhardt.jpg` },
    author: "Clemens Engelhardt",
    license: "CC0-1.0",
    takenAt: "2024:05:12 19:30:12",
    make: "SONY",
    model: "ILCE-6000",
    place: { latitude: 47.799, longitude: 11.328, name: "Upper Bavaria, Germany" },
    title: "Dandelion clocks",
    alt: "A meadow full of dandelion seed heads, backlit by a low evening sun.",
    tags: ["flowers", "spring", "germany"],
    album: "closeUp",
  },
  {
    file: "boardwalk-by-the-lake.jpg",
    source: { package: "plasma-workspace-wallpapers", path: plasma("BytheWater") },
    author: "Maciej Wiklo",
    license: "GPL-2+",
    takenAt: "2024:08:03 14:33:31",
    make: "Nokia",
    model: "N9",
    place: { latitude: 53.803, longitude: 21.568, name: "Mikołajki, Poland" },
    title: "Boardwalk by the lake",
    tags: ["lake", "summer", "poland"],
    album: "water",
  },
  {
    file: "fallen-leaf.jpg",
    source: { package: "plasma-workspace-wallpapers", path: plasma("FallenLeaf") },
    author: "Martin Klapetek",
    license: "GPL-2+",
    takenAt: "2024:10:26 15:44:44",
    make: "Canon",
    model: "Canon EOS 70D",
    place: { latitude: 50.083, longitude: 14.395, name: "Petřín, Prague, Czechia" },
    title: "Fallen maple leaf",
    alt: "A brown maple leaf lying on autumn leaves, with a red one blurred behind it.",
    tags: ["autumn", "leaves", "czechia"],
    album: "closeUp",
  },
  {
    file: "evening-in.jpg",
    source: { package: "lomiri-wallpapers-16.04", path: `${lomiri}Wine_by_Jakkub_Mede.jpg` },
    author: "Jakub Mede",
    license: "CC-BY-4.0",
    takenAt: "2025:01:18 20:40:05",
    offset: "+01:00",
    make: "Apple",
    model: "iPhone 13",
    title: "Evening in",
    tags: ["home", "music"],
  },
  {
    file: "dragonfly.jpg",
    source: { package: "lomiri-wallpapers-16.04", path: `${lomiri}Dragonfly_by_Bolly.jpg` },
    author: "Bolly",
    license: "CC-BY-SA-4.0",
    takenAt: "2025:06:14 12:31:48",
    offset: "+02:00",
    make: "Apple",
    model: "iPhone 13",
    place: { latitude: 48.395, longitude: 15.52, name: "Dürnstein, Wachau, Austria" },
    title: "Dragonfly on a twig",
    tags: ["insects", "summer", "austria"],
    album: "closeUp",
  },
  {
    file: "yellow-daisy.jpg",
    source: { package: "mate-backgrounds", path: `${mate}YellowFlower.jpg` },
    author: "Charles Barbin",
    license: "GPL-2+",
    takenAt: "2025:07:06 10:12:00",
    make: "FUJIFILM",
    model: "X-T3",
    title: "Yellow daisy",
    alt: "Close up of a yellow daisy's petals around its dark centre.",
    tags: ["flowers", "summer"],
    album: "closeUp",
  },
  {
    file: "storm-over-the-road.jpg",
    source: { package: "mate-backgrounds", path: `${mate}Storm.jpg` },
    author: "Sergey Nazarov",
    license: "GPL-2+",
    takenAt: "2025:07:19 19:12:06",
    make: "Canon",
    model: "Canon EOS 400D DIGITAL",
    title: "Storm over the road",
    tags: ["weather", "road"],
  },
  {
    file: "fig.jpg",
    source: { package: "lomiri-wallpapers-16.04", path: `${lomiri}Picture_0B_by_freespace.jpg` },
    author: 'Trevor "Freespace"',
    license: "CC-BY-4.0",
    takenAt: "2025:09:07 13:05:10",
    offset: "+02:00",
    make: "Apple",
    model: "iPhone 13",
    title: "Fig on a red dish",
    alt: "Half a fig, cut side up, in a red bowl on grey concrete.",
    tags: ["food"],
  },
];
