// `pnpm bench`: the performance figures of DESIGN §9, printed as one table. Never part of
// `pnpm test` and never an assertion: timings depend on the machine and on what else runs on it,
// so the load average is printed with them. `pnpm bench realtime size` runs only those.
import { cpus, loadavg } from "node:os";

import { measureCompletion } from "./completion";
import { measureGallery } from "./gallery";
import { measureGalleryScroll } from "./gallery-scroll";
import { measurePhonePhotos } from "./phone-photos";
import { measureRealtime } from "./realtime";
import { measureSize } from "./size";
import { measureStorage } from "./storage";
import { measureTableRender } from "./table-render";
import { measureUpload } from "./upload";
import { formatTable, type Row } from "./report";

const measurements: Record<string, () => Promise<Row[]>> = {
  realtime: measureRealtime,
  completion: measureCompletion,
  upload: measureUpload,
  storage: measureStorage,
  table: measureTableRender,
  size: measureSize,
  gallery: measureGallery,
  "gallery-scroll": measureGalleryScroll,
  "phone-photos": measurePhonePhotos,
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in measurements));
if (unknown.length > 0) {
  console.error(
    `Unknown measurement: ${unknown.join(", ")}. Known: ${Object.keys(measurements).join(", ")}.`,
  );
  process.exit(2);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
const loadBefore = load();
const started = performance.now();
const rows: Row[] = [];
// One after another: measurements running side by side would slow each other down.
for (const [name, measure] of Object.entries(measurements)) {
  if (asked.length > 0 && !asked.includes(name)) continue;
  const measureStarted = performance.now();
  console.error(`[bench] ${name}…`);
  rows.push(...(await measure()));
  console.error(`[bench] ${name} took ${((performance.now() - measureStarted) / 1000).toFixed(1)} s`);
}

console.log(formatTable(rows));
console.log(
  `\n${cpus().length} cores, Node ${process.version}; load average ${loadBefore} before, ${load()} after; ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s in all.`,
);
// PocketBase children and browsers are closed by each measurement; nothing else should be left,
// but a stray handle must not keep the table from being the last word.
process.exit(0);
