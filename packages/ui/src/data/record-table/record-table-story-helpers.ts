// Test-only helpers of the RecordTable stories. Not part of the package's API.
import { expect, waitFor } from "storybook/test";

import type { RecordTableFileUrl } from "./record-table-types";

const colours = ["#2563eb", "#16a34a", "#db2777", "#ea580c", "#7c3aed", "#0891b2"];

/**
 * Thumbnails with no server: a coloured square per file name, as an SVG data URL that says which
 * thumb was asked for (`#thumb=100x100`).
 */
export const storyFileUrl: RecordTableFileUrl = (_record, filename, options) => {
  let hash = 0;
  for (const char of filename) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="${colours[hash % colours.length]}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}#thumb=${options?.thumb ?? ""}`;
};

/** The body rows of a table (not the header, spacers or message rows), in order. */
export function bodyRows(table: HTMLElement): HTMLTableRowElement[] {
  return Array.from(table.querySelectorAll<HTMLTableRowElement>("tbody tr[data-slot='record-table-row']"));
}

/** The text of one column (by header text) in every body row. */
export function columnTexts(table: HTMLElement, header: string): string[] {
  const headers = Array.from(table.querySelectorAll("thead th"));
  const index = headers.findIndex((th) => th.textContent?.trim() === header);
  if (index < 0) throw new Error(`No column "${header}"`);
  return bodyRows(table).map((row) => row.cells[index]?.textContent?.trim() ?? "");
}

/**
 * How long a play function waits for the mocked server or a scroll to settle. Generous: on a busy
 * machine (tests run in parallel) that can take seconds, and a wait that passes early costs nothing.
 */
export const SERVER_WAIT = { timeout: 8000 };

/** Waits until the table shows `count` body rows. */
export async function rowsShown(table: HTMLElement, count: number) {
  await waitFor(() => expect(bodyRows(table)).toHaveLength(count), SERVER_WAIT);
}
