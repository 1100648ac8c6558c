// What every measurement hands back, and the one table `pnpm bench` prints (DESIGN §9). Figures
// only: nothing here compares a figure with its budget and fails, since timings on a shared
// machine say more about the machine than about the code.

export interface Row {
  /** What was measured, e.g. "realtime: 1,000 events in one batch". */
  name: string;
  /** The typical figure, with its unit. */
  median: string;
  /** The slow end (the 95th percentile of times), where one slow run matters to a user. */
  p95?: string;
  /** What to read the figure against: a budget from DESIGN, or a peer's figure. */
  reference?: string;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile: with 10 samples, p95 is the slowest one, not an interpolation. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

export const thousands = (value: number) => Math.round(value).toLocaleString("en-US");

export function formatTable(rows: readonly Row[]): string {
  const cells = [
    ["measurement", "median", "p95", "budget or peer"],
    ...rows.map((row) => [row.name, row.median, row.p95 ?? "", row.reference ?? ""]),
  ];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      // Figures right-aligned, so their units line up; names and references left-aligned.
      .map((cell, column) =>
        column === 1 || column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join("  ")
      .trimEnd();
  return [
    line(cells[0]!),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...cells.slice(1).map(line),
  ].join("\n");
}
