import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";

/**
 * A child process that cannot outlive this one. It runs under a small shell that holds the read
 * end of a pipe from us: when this process goes away, however it goes (an exception, Ctrl-C, a
 * test runner killing its worker, even SIGKILL), the OS closes the pipe and the shell stops the
 * child. An `exit` handler covers the normal way out too.
 */
export interface TetheredProcess {
  /** The process id of the program itself (not of the shell around it). */
  readonly pid: number;
  /** Everything the program printed on stdout and stderr so far, most recent 64 KB. */
  output(): string;
  /** Resolves with the exit code (or signal) once the program has ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Asks the program to stop (SIGTERM), then kills it after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

// `$0` is a label; `$@` is the program and its arguments. fd 3 keeps our pipe open for the
// watcher, since a background job's stdin is /dev/null in a non-interactive shell.
const TETHER_SCRIPT = `
exec 3<&0
"$@" </dev/null &
pid=$!
echo "pocketkit-tether-pid $pid"
(
  while read -r _; do :; done
  kill -TERM "$pid" 2>/dev/null || exit 0
  i=0
  while kill -0 "$pid" 2>/dev/null && [ "$i" -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
  kill -KILL "$pid" 2>/dev/null
) <&3 >/dev/null 2>&1 &
exec 3<&-
wait "$pid"
`;

const MAX_OUTPUT = 64 * 1024;
const running = new Set<TetheredProcess>();
let exitHandlerInstalled = false;

export function spawnTethered(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<TetheredProcess> {
  installExitHandler();
  const child: ChildProcessWithoutNullStreams = spawn(
    "/bin/sh",
    ["-c", TETHER_SCRIPT, "pocketkit-tether", command, ...args],
    {
      env,
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  // Nothing is ever written: the pipe only needs to stay open while we live.
  child.stdin.on("error", () => {});

  let output = "";
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-MAX_OUTPUT);
  };
  child.stderr.on("data", append);

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });

  return new Promise((resolve, reject) => {
    let pidLine = "";
    const onFirstOutput = (chunk: Buffer) => {
      pidLine += chunk.toString("utf8");
      const newline = pidLine.indexOf("\n");
      if (newline < 0) return;
      child.stdout.off("data", onFirstOutput);
      child.stdout.on("data", append);
      const match = /^pocketkit-tether-pid (\d+)/.exec(pidLine.slice(0, newline));
      append(Buffer.from(pidLine.slice(newline + 1)));
      if (!match) {
        reject(new Error(`could not start ${command}: ${pidLine}`));
        return;
      }
      const pid = Number(match[1]);
      const tethered: TetheredProcess = {
        pid,
        output: () => output,
        exited,
        async stop(graceMs = 10_000) {
          child.stdin.end();
          // A program a test froze with SIGSTOP would keep the SIGTERM pending until the grace
          // ran out; let it go on so that it stops as asked.
          killQuietly(pid, "SIGCONT");
          const timer = setTimeout(() => killQuietly(pid, "SIGKILL"), graceMs);
          await exited;
          clearTimeout(timer);
          running.delete(tethered);
        },
      };
      running.add(tethered);
      void exited.then(() => {
        running.delete(tethered);
        child.stdin.destroy();
      });
      resolve(tethered);
    };
    child.stdout.on("data", onFirstOutput);
    child.on("error", reject);
    void exited.then(({ code }) =>
      reject(new Error(`${command} exited (${code}) before it started: ${output}`)),
    );
  });
}

function installExitHandler(): void {
  if (exitHandlerInstalled) return;
  exitHandlerInstalled = true;
  process.on("exit", () => {
    for (const tethered of running) killQuietly(tethered.pid, "SIGKILL");
  });
}

function killQuietly(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}
