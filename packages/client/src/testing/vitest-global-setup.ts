import { ensurePocketBase } from "./pocketbase-binary";
import { ensureVersityGw } from "./versitygw-binary";

/**
 * Vitest global setup for suites that start PocketBase (and the S3 server): finds or builds the
 * binaries once, before any test file runs, so that parallel files do not all try to build them,
 * and hands their paths to them through POCKETBASE_BIN and VERSITYGW_BIN.
 */
export default async function setup(): Promise<void> {
  const log = (line: string) => console.log(`[pocketkit] ${line}`);
  process.env.POCKETBASE_BIN = await ensurePocketBase({ log });
  process.env.VERSITYGW_BIN = await ensureVersityGw({ log });
}
