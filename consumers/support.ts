// Shared by the consumer tests' global setup and test files: where the fresh apps live, running
// their commands, and steps (typecheck, build, …) that run once per app and whose outcome a later
// test (or a worker restarted after a failure) reads instead of running them again.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import type { Pocketkit } from "@pocketkit/client";
import type { startPocketBase } from "@pocketkit/client/testing";

/** The workspace root. */
export const WORKSPACE = join(import.meta.dirname, "..");
/** The kit's packages, in the order they depend on each other. */
export const PACKAGES = ["client", "hooks", "ui"] as const;
/** The apps, copied out of the workspace at each run (templateDir says from where). */
export const APPS = ["vite-react19", "next-example", "vite-react18", "node-script", "readme"] as const;
export type AppName = (typeof APPS)[number];

/**
 * Where an app's files are: the folder of that name next to this file, but for the Next.js
 * example, which is one of the repository's apps (apps/next-example) and is tested as it is.
 */
export const templateDir = (name: AppName) =>
  name === "next-example" ? join(WORKSPACE, "apps", "next-example") : join(import.meta.dirname, name);
/** Which tarballs each app installs. */
export const APP_PACKAGES: Record<AppName, readonly (typeof PACKAGES)[number][]> = {
  "vite-react19": ["client", "hooks", "ui"],
  "next-example": ["client", "hooks", "ui"],
  "vite-react18": ["client", "hooks"],
  "node-script": ["client"],
  readme: ["client", "hooks", "ui"],
};

/** What the global setup hands to the test files (through the environment). */
export interface RunInfo {
  /** The temp folder outside the workspace: tarballs/, apps/<name>/, harness/, steps/. */
  root: string;
  pocketbaseUrl: string;
  superuser: { email: string; password: string };
  /** The OpenAI-compatible server on loopback, with `/v1`. */
  aiBaseUrl: string;
}

export function runInfo(): RunInfo {
  const raw = process.env.POCKETKIT_CONSUMERS;
  if (!raw) throw new Error("POCKETKIT_CONSUMERS is not set: run the consumer tests with `pnpm consumers`");
  return JSON.parse(raw) as RunInfo;
}

export const tarballPath = (root: string, name: (typeof PACKAGES)[number]) =>
  join(root, "tarballs", `pocketkit-${name}.tgz`);
export const appDir = (name: AppName) => join(runInfo().root, "apps", name);

/**
 * The environment for a fresh app's commands: this run's own settings (pnpm's `npm_config_*`,
 * the workspace's `NODE_OPTIONS` with its source condition, a test runner's `NODE_ENV`) stay out;
 * where npm finds the registry and keeps its cache are the machine's, and stay in.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_config_(registry|cache)$/i.test(key)) {
      env[key] = value;
      continue;
    }
    if (
      /^(npm_|PNPM_|pnpm_|NODE_OPTIONS$|NODE_ENV$|INIT_CWD$|TEST_|PLAYWRIGHT_|POCKETKIT_CONSUMERS)/i.test(key)
    )
      continue;
    env[key] = value;
  }
  return { ...env, NEXT_TELEMETRY_DISABLED: "1", NO_UPDATE_NOTIFIER: "1", ...extra };
}

export interface RunResult {
  output: string;
  ms: number;
}

/** Runs a command to its end; rejects with the end of its output when it fails or overstays. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<RunResult> {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? 300_000;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? cleanEnv(), stdio: "pipe" });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      if (code === 0) return resolve({ output, ms });
      const why = signal ? `was killed (${signal}) after ${Math.round(ms / 1000)} s` : `exited with ${code}`;
      reject(new Error(`\`${command} ${args.join(" ")}\` in ${options.cwd} ${why}:\n${tail(output)}`));
    });
  });
}

export const tail = (text: string, lines = 60) => text.trimEnd().split("\n").slice(-lines).join("\n");

/** A command from the app's own node_modules/.bin. */
export const bin = (app: AppName, name: string) => join(appDir(app), "node_modules", ".bin", name);

interface StepRecord {
  ok: boolean;
  ms: number;
  error?: string;
}

/**
 * Runs `name` for `app` once per run. When it already ran (in this worker or one before it), its
 * recorded outcome stands: success returns at once, failure throws again, so that the tests that
 * need a build do not each try it again after it failed.
 */
export async function step(app: AppName, name: string, work: () => Promise<unknown>): Promise<void> {
  const file = join(runInfo().root, "steps", `${app}--${name}.json`);
  if (existsSync(file)) {
    const record = JSON.parse(await readFile(file, "utf8")) as StepRecord;
    if (record.ok) return;
    throw new Error(`${app}: the ${name} step failed earlier in this run:\n${record.error}`);
  }
  const started = performance.now();
  try {
    await work();
    await record(file, { ok: true, ms: performance.now() - started });
  } catch (error) {
    await record(file, { ok: false, ms: performance.now() - started, error: String(error) });
    throw error;
  }
}

async function record(file: string, outcome: StepRecord): Promise<void> {
  await mkdir(join(file, ".."), { recursive: true });
  await writeFile(file, JSON.stringify(outcome));
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts a long-running command (a preview or production server) and waits until `url` answers. */
export async function startServer(
  command: string,
  args: string[],
  options: { cwd: string; url: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<RunningServer> {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? cleanEnv(), stdio: "pipe" });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const killOnExit = () => child.kill("SIGKILL");
  process.on("exit", killOnExit);
  const stop = async () => {
    process.off("exit", killOnExit);
    if (!gone) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (gone) throw new Error(`\`${command} ${args.join(" ")}\` exited before it served:\n${tail(output)}`);
    try {
      // Any answer will do, an error page too: the tests say what is wrong with it.
      await fetch(options.url, { signal: AbortSignal.timeout(2_000) });
      return { url: options.url, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`\`${command} ${args.join(" ")}\` did not serve ${options.url} in time:\n${tail(output)}`);
}

/**
 * What the tests take from the installed tarballs themselves (harness/ is one more fresh install
 * of @pocketkit/client): the throwaway PocketBase of `@pocketkit/client/testing` and the SDK.
 */
export interface Harness {
  startPocketBase: typeof startPocketBase;
  PocketBase: new (url: string) => Pocketkit["pb"];
}

export async function harness(root = runInfo().root): Promise<Harness> {
  return (await import(pathToFileURL(join(root, "harness", "harness.mjs")).href)) as Harness;
}
