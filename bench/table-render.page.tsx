// The page of bench/table-render.ts, bundled for Chromium: the Gallery's images (the stories'
// fixtures) in RecordTableView or VirtualRecordTableView, mounted afresh on each call.
import { RecordTableView, VirtualRecordTableView, type RecordTableFileUrl } from "@pocketkit/ui";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";

import { fixtureSchema, generateImageRecords, imagesCollection } from "@pocketkit/testkit/fixtures";

export type TableKind = "virtual" | "all rows";

const records = generateImageRecords(10_000);
const columns = ["file", "title", "album", "tags", "width", "created"];
// Thumbnails with no server, as in the stories: one small SVG as a data URL.
const thumbnail = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#2563eb"/></svg>',
)}`;
const fileUrl: RecordTableFileUrl = () => thumbnail;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** Runs after the frame under way has been painted: a task queued from its rAF callback. */
const afterPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(undefined);
    }),
  );

function table(kind: TableKind, count: number) {
  const shown = records.slice(0, count);
  const common = { collection: imagesCollection, schema: fixtureSchema, columns, fileUrl, selectable: true };
  return kind === "virtual" ? (
    <VirtualRecordTableView {...common} records={shown} height={600} />
  ) : (
    <RecordTableView {...common} records={shown} perPage={count} />
  );
}

function mountFresh(kind: TableKind, count: number) {
  const container = document.getElementById("root")!.appendChild(document.createElement("div"));
  const root = createRoot(container);
  const started = performance.now();
  flushSync(() => root.render(table(kind, count)));
  return {
    started,
    container,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

/** Milliseconds from `root.render` to after the first paint, and how many rows were in the DOM. */
async function mount(kind: TableKind, count: number): Promise<{ ms: number; rows: number }> {
  const { started, container, unmount } = mountFresh(kind, count);
  await afterPaint();
  const ms = performance.now() - started;
  const rows = container.querySelectorAll("tbody tr[data-slot='record-table-row']").length;
  unmount();
  return { ms, rows };
}

/** Scrolls the virtual table by `step` pixels a frame; the frames' durations from rAF timestamps. */
async function scroll(frames: number, step: number): Promise<{ durations: number[]; lastRow: string }> {
  const { container, unmount } = mountFresh("virtual", records.length);
  const area = container.querySelector<HTMLElement>("[data-slot='record-table-scroll-area']")!;
  for (let frame = 0; frame < 5; frame++) await nextFrame();
  const stamps: number[] = [];
  for (let frame = 0; frame <= frames; frame++) {
    stamps.push(await nextFrame());
    area.scrollTop += step;
  }
  await afterPaint();
  const rows = container.querySelectorAll("tbody tr[data-slot='record-table-row']");
  const lastRow = rows[rows.length - 1]?.getAttribute("aria-rowindex") ?? "none";
  unmount();
  return { durations: stamps.slice(1).map((stamp, index) => stamp - stamps[index]!), lastRow };
}

declare global {
  interface Window {
    tableBench: { mount: typeof mount; scroll: typeof scroll };
    benchReady: boolean;
  }
}
window.tableBench = { mount, scroll };
window.benchReady = true;
