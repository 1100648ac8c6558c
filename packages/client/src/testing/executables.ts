import { accessSync, constants, existsSync } from "node:fs";
import { delimiter, join } from "node:path";

/** The path of `command` in one of `PATH`'s folders, if it is there and may be run. */
export function findOnPath(command: string, env: NodeJS.ProcessEnv): string | undefined {
  for (const folder of (env.PATH ?? "").split(delimiter)) {
    if (folder && isExecutable(join(folder, command))) return join(folder, command);
  }
  return undefined;
}

export function isExecutable(path: string): boolean {
  if (!existsSync(path)) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `name` as the OS names a program (`name.exe` on Windows). */
export function executableName(name: string): string {
  return process.platform === "win32" ? `${name}.exe` : name;
}

/** The first line of what an error says (with its cause's), for a list of what was tried. */
export function firstLine(error: unknown): string {
  const text =
    error instanceof Error
      ? error.cause instanceof Error
        ? `${error.message} (${error.cause.message})`
        : error.message
      : String(error);
  return text.split("\n").find((line) => line.trim() !== "") ?? text;
}
