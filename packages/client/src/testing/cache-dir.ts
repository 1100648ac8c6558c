import { homedir } from "node:os";
import { join } from "node:path";

/**
 * The user's cache folder for Pocketkit (`$XDG_CACHE_HOME/pocketkit` or `~/.cache/pocketkit`),
 * shared by every clone on the machine so that a toolchain or binary is fetched once.
 */
export function pocketkitCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CACHE_HOME || join(env.HOME || homedir(), ".cache");
  return join(base, "pocketkit");
}
