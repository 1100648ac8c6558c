import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { freePort } from "./free-port";
import { freezeProcess, thawProcess } from "./freeze-process";
import { setPocketBaseS3, type PocketBaseS3 } from "./pocketbase-s3-settings";
import { ensurePocketBase } from "./pocketbase-binary";
import { spawnTethered, type TetheredProcess } from "./tethered-process";

const execFileAsync = promisify(execFile);

export interface StartPocketBaseOptions {
  /**
   * Folder of JS migrations to apply before the server starts, or several folders (your own and
   * a package's, such as `@pocketkit/client/migrations`), applied together in the order of their
   * file names as PocketBase orders one folder. @default none: a blank PocketBase
   *
   * @example migrationsDir: ["pb_migrations", dirname(require.resolve("@pocketkit/client/migrations/1764000000_pocketkit_ai_usage.js"))]
   */
  migrationsDir?: string | readonly string[];
  /** Folder of `*.pb.js` hooks to load. @default none */
  hooksDir?: string;
  /** Extra environment for the server and its hooks and migrations (SMTP settings, app URL, …). */
  env?: Record<string, string | undefined>;
  /** The superuser to create. @default a random password for `superuser@pocketkit.test` */
  superuser?: { email: string; password: string };
  /** How long to wait for `/api/health` to answer. @default 30000 */
  timeoutMs?: number;
  /** The PocketBase binary to run. @default what `ensurePocketBase()` finds */
  binary?: string;
  /** Keep data in this folder across runs (it is then never deleted). @default a new temp folder */
  dataDir?: string;
  /** Port on 127.0.0.1. @default a free one */
  port?: number;
  /**
   * Keep uploaded files and/or backups on S3 servers (see `startS3Server`), as PocketBase's S3
   * settings do. @default its data folder
   */
  s3?: PocketBaseS3;
}

export interface PocketBaseServer {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** The superuser made with `superuser upsert`. */
  readonly superuser: { readonly email: string; readonly password: string };
  /** The data folder (`pb_data`); removed by `stop()` unless it was given as `dataDir`. */
  readonly dataDir: string;
  /** The id of the PocketBase process now running (a new one after `restart()`). */
  readonly pid: number;
  /**
   * Freezes the server as a hung one would be (SIGSTOP): connections are still accepted, nothing
   * answers. Resolves once every thread of it has stopped, so that no request sent afterwards
   * is answered before `thaw()`. A frozen server is still ended by `stop()`.
   *
   * @example
   * await server.freeze();
   * await expect(pb.health.check({ signal: AbortSignal.timeout(500) })).rejects.toThrow();
   * server.thaw();
   */
  freeze(): Promise<void>;
  /** Lets a frozen server go on (SIGCONT). */
  thaw(): void;
  /** What the server printed so far. */
  logs(): string;
  /**
   * Stops the process and starts it again on the same port and data, as a crash and restart
   * would. For testing reconnects and what a client does while the server is away.
   *
   * @example
   * await server.restart({
   *   whileDown: async () => expect((await fetch(`${server.url}/api/health`).catch((error) => error))).toBeInstanceOf(TypeError),
   * });
   */
  restart(options?: {
    /** Stay down this long before starting again. @default 0 */
    downForMs?: number;
    /**
     * Runs while the server is down; it starts again once this settles, also when it throws
     * (the error is then rethrown after the server is back).
     */
    whileDown?: () => Promise<void>;
  }): Promise<void>;
  /** Stops the server and deletes its data (unless `dataDir` was given). Safe to call twice. */
  stop(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

/**
 * Starts a throwaway PocketBase for a test: a fresh temp data folder, a free port on
 * 127.0.0.1, the given migrations applied, a superuser, and a wait until `/api/health`
 * answers. The process is tied to the calling process and never outlives it, also when a test
 * throws or the runner is interrupted.
 *
 * @example
 * const pocketbase = await startPocketBase({ migrationsDir: "pocketbase/pb_migrations" });
 * afterAll(() => pocketbase.stop());
 * const pb = new PocketBase(pocketbase.url);
 *
 * @throws when PocketBase cannot be found or installed (see `ensurePocketBase`), or when it does
 *   not become healthy in time; the error then includes the server's log.
 */
export async function startPocketBase(options: StartPocketBaseOptions = {}): Promise<PocketBaseServer> {
  const binary = options.binary ?? (await ensurePocketBase());
  const keepData = options.dataDir !== undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "pocketkit-pb-")));
  const removeData = () => (keepData ? Promise.resolve() : rm(dataDir, { recursive: true, force: true }));
  const superuser = options.superuser ?? {
    email: "superuser@pocketkit.test",
    password: `pk-${crypto.randomUUID()}`,
  };
  const env = { ...process.env, ...options.env };
  let migrationsDir: string;
  try {
    migrationsDir = await oneMigrationsDir(options.migrationsDir, join(dataDir, "pk_migrations"));
  } catch (error) {
    await removeData();
    throw error;
  }
  const dirs = [
    `--dir=${dataDir}`,
    `--migrationsDir=${migrationsDir}`,
    `--hooksDir=${options.hooksDir ?? join(dataDir, "pk_no_hooks")}`,
    // Never write migration files into the caller's folder, never restart on a hook edit.
    "--automigrate=false",
    "--hooksWatch=false",
    // PocketBase takes a binary under ~/.cache for `go run` and would log every SQL query.
    "--dev=false",
  ];
  const timeoutMs = options.timeoutMs ?? 30_000;

  let server: TetheredProcess | undefined;
  let stopped = false;
  try {
    await runCommand(binary, ["migrate", "up", ...dirs], env);
    await runCommand(binary, ["superuser", "upsert", superuser.email, superuser.password, ...dirs], env);

    let port = options.port ?? (await freePort());
    const serve = async () => {
      const started = await spawnTethered(binary, ["serve", `--http=127.0.0.1:${port}`, ...dirs], env);
      server = started;
      await waitForHealth(`http://127.0.0.1:${port}`, started, timeoutMs);
    };
    // A free port is free when asked for, not when PocketBase binds it: another server started
    // in between (tests start many at once) takes a new one. Not on restart(): the URL is given.
    for (let attempt = 1; ; attempt++) {
      try {
        await serve();
        break;
      } catch (error) {
        if (!(error instanceof PortTakenError) || options.port !== undefined || attempt === 5) throw error;
        port = await freePort();
      }
    }
    const url = `http://127.0.0.1:${port}`;
    if (options.s3) await setPocketBaseS3(url, superuser, options.s3);

    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await server?.stop();
      await removeData();
    };
    return {
      url,
      superuser,
      dataDir,
      get pid() {
        return server!.pid;
      },
      freeze: () => freezeProcess(server!.pid),
      thaw: () => thawProcess(server!.pid),
      logs: () => server?.output() ?? "",
      async restart({ downForMs = 0, whileDown } = {}) {
        await server?.stop();
        try {
          if (downForMs > 0) await new Promise((resolve) => setTimeout(resolve, downForMs));
          await whileDown?.();
        } finally {
          await serve();
        }
      },
      stop,
      [Symbol.asyncDispose]: stop,
    };
  } catch (error) {
    stopped = true;
    await server?.stop();
    await removeData();
    throw error;
  }
}

/**
 * PocketBase reads one migrations folder: several are copied into `target` (made anew), and a
 * file name found in two of them is refused, since one would silently replace the other.
 */
async function oneMigrationsDir(
  given: string | readonly string[] | undefined,
  target: string,
): Promise<string> {
  if (typeof given === "string") return given;
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  const from = new Map<string, string>();
  for (const folder of given ?? []) {
    for (const name of await readdir(folder)) {
      if (!name.endsWith(".js")) continue;
      const earlier = from.get(name);
      if (earlier !== undefined) {
        throw new Error(`Two migrations named ${name}: in ${earlier} and in ${folder}. Rename one.`);
      }
      from.set(name, folder);
      await copyFile(join(folder, name), join(target, name));
    }
  }
  return target;
}

async function runCommand(binary: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const failed = (output: string, cause?: unknown) =>
    new Error(`PocketBase \`${args.slice(0, 2).join(" ")}\` failed:\n${output}`, { cause });
  let result: { stdout: string; stderr: string };
  try {
    result = await execFileAsync(binary, args, { env, timeout: 60_000 });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw failed(`${stderr}${stdout}`, error);
  }
  // Some commands (`migrate up` among them) print "Error: …" and still exit with 0.
  if (/^Error: /m.test(result.stderr + result.stdout)) throw failed(`${result.stderr}${result.stdout}`);
}

/** Another process listens on the port PocketBase was to bind. */
class PortTakenError extends Error {}

async function waitForHealth(url: string, server: TetheredProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  // Healthy means this process answers: PocketBase says it bound the port. A health answer alone
  // may come from another server on it (PocketBase then prints "address already in use" and ends).
  const bound = `Server started at ${url}`;
  while (Date.now() < deadline) {
    if (exited) {
      const log = server.output();
      if (log.includes("address already in use"))
        throw new PortTakenError(`${url} is taken. Its log:\n${log}`);
      throw new Error(`PocketBase exited before it was healthy. Its log:\n${log}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok && server.output().includes(bound)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await server.stop();
  throw new Error(
    `PocketBase did not answer ${url}/api/health within ${timeoutMs} ms. Its log:\n${server.output()}`,
  );
}
