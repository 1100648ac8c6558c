import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";

import { freePort } from "./free-port";
import { spawnTethered, type TetheredProcess } from "./tethered-process";
import { ensureVersityGw } from "./versitygw-binary";

export interface StartS3ServerOptions {
  /** The bucket to make. @default "pocketkit" */
  bucket?: string;
  /** The root user's keys. @default a random pair */
  accessKey?: string;
  secretKey?: string;
  /** @default "us-east-1" */
  region?: string;
  /** How long to wait for the server to answer. @default 30000 */
  timeoutMs?: number;
  /** The versitygw binary to run. @default what `ensureVersityGw()` finds */
  binary?: string;
  /** Keep the objects in this folder across runs (it is then never deleted). @default a new temp folder */
  dataDir?: string;
}

export interface S3Server {
  /** The endpoint an S3 client is given, e.g. `http://127.0.0.1:41235` (path-style addressing). */
  readonly endpoint: string;
  readonly region: string;
  readonly bucket: string;
  readonly accessKey: string;
  readonly secretKey: string;
  /**
   * The keys of the objects in the bucket (under `prefix`), sorted. Read from the folder where
   * the server keeps them as files, so that a test sees what is stored, not what a client says.
   */
  objectKeys(prefix?: string): Promise<string[]>;
  /** Stops the server and starts it again on the same port and objects, as an outage would. */
  restart(options?: { whileDown?: () => Promise<void> }): Promise<void>;
  /** Stops the server and deletes its objects (unless `dataDir` was given). Safe to call twice. */
  stop(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

/**
 * Starts a throwaway S3-compatible server on 127.0.0.1 (versitygw, objects kept as plain files
 * in a temp folder) with one bucket, for testing what a PocketBase with S3 storage or S3 backups
 * does. The process never outlives the caller.
 *
 * @example
 * const s3 = await startS3Server();
 * const pocketbase = await startPocketBase({ s3: { storage: s3, backups: s3 } });
 * // … upload a file …
 * expect(await s3.objectKeys()).toContain(`${collectionId}/${record.id}/${record.file}`);
 *
 * @throws when versitygw cannot be found or built (see `ensureVersityGw`), or does not answer in
 *   time; the error then includes its log.
 */
export async function startS3Server(options: StartS3ServerOptions = {}): Promise<S3Server> {
  const binary = options.binary ?? (await ensureVersityGw());
  const bucket = options.bucket ?? "pocketkit";
  const region = options.region ?? "us-east-1";
  const accessKey = options.accessKey ?? `pk${crypto.randomUUID().replaceAll("-", "").slice(0, 18)}`;
  const secretKey = options.secretKey ?? crypto.randomUUID() + crypto.randomUUID();
  const keepData = options.dataDir !== undefined;
  const folder = options.dataDir ?? (await mkdtemp(join(tmpdir(), "pocketkit-s3-")));
  const root = join(folder, "objects");
  // Object metadata in a folder of its own: a temp folder's file system may refuse the extended
  // attributes versitygw keeps it in otherwise.
  const sidecar = join(folder, "metadata");
  // A top-level folder is a bucket to versitygw's posix backend.
  await Promise.all([mkdir(join(root, bucket), { recursive: true }), mkdir(sidecar, { recursive: true })]);
  const timeoutMs = options.timeoutMs ?? 30_000;

  // A health path of this server's own: an answer on it comes from this process, not from another
  // that took the port first.
  const healthPath = `/health-${crypto.randomUUID()}`;
  let server: TetheredProcess | undefined;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server?.stop();
    if (!keepData) await rm(folder, { recursive: true, force: true });
  };
  try {
    let port = await freePort();
    const serve = async () => {
      const args = ["--quiet", "--port", `127.0.0.1:${port}`, "--region", region, "--health", healthPath];
      args.push("posix", "--sidecar", sidecar, root);
      const env = { ...process.env, ROOT_ACCESS_KEY_ID: accessKey, ROOT_SECRET_ACCESS_KEY: secretKey };
      server = await spawnTethered(binary, args, env);
      await waitUntilHealthy(`http://127.0.0.1:${port}`, healthPath, server, timeoutMs);
    };
    // As startPocketBase: a port free when asked may be taken by the time the server binds it.
    for (let attempt = 1; ; attempt++) {
      try {
        await serve();
        break;
      } catch (error) {
        if (!(error instanceof PortTakenError) || attempt === 5) throw error;
        port = await freePort();
      }
    }
    return {
      endpoint: `http://127.0.0.1:${port}`,
      region,
      bucket,
      accessKey,
      secretKey,
      async objectKeys(prefix = "") {
        const bucketDir = join(root, bucket);
        const keys = (await filesUnder(bucketDir)).map((path) =>
          relative(bucketDir, path).split(sep).join("/"),
        );
        return keys.filter((key) => key.startsWith(prefix)).sort();
      },
      async restart({ whileDown } = {}) {
        await server?.stop();
        try {
          await whileDown?.();
        } finally {
          await serve();
        }
      },
      stop,
      [Symbol.asyncDispose]: stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return (
    entries
      .filter((entry) => entry.isFile())
      // versitygw writes an object under a temporary name first.
      .filter((entry) => !entry.name.startsWith(".sgwtmp"))
      .map((entry) => join(entry.parentPath, entry.name))
  );
}

/** Another process listens on the port the server was to bind. */
class PortTakenError extends Error {}

async function waitUntilHealthy(
  url: string,
  healthPath: string,
  server: TetheredProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) {
      const log = server.output();
      if (log.includes("address already in use"))
        throw new PortTakenError(`${url} is taken. Its log:\n${log}`);
      throw new Error(`versitygw exited before it answered. Its log:\n${log}`);
    }
    try {
      const response = await fetch(`${url}${healthPath}`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await server.stop();
  throw new Error(
    `versitygw did not answer ${url}${healthPath} within ${timeoutMs} ms. Its log:\n${server.output()}`,
  );
}
