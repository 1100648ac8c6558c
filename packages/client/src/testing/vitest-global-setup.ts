import { ensurePocketBase } from "./pocketbase-binary";

/**
 * Vitest global setup for suites that start PocketBase: finds or installs the binary once,
 * before any test file runs, so that parallel files do not all try to build it, and hands its
 * path to them through POCKETBASE_BIN.
 */
export default async function setup(): Promise<void> {
  process.env.POCKETBASE_BIN = await ensurePocketBase({ log: (line) => console.log(`[pocketkit] ${line}`) });
}
