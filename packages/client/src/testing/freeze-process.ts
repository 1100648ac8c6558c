import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/**
 * Stops a process with SIGSTOP and resolves once all of its threads have stopped. `kill()`
 * returns before that: the kernel wakes one thread to take the signal, and on a busy machine the
 * others (a Go server's network poller among them) may still answer a request until that thread
 * gets a CPU and stops the rest. A test that freezes a server and expects silence must wait.
 */
export async function freezeProcess(pid: number, timeoutMs = 5_000): Promise<void> {
  process.kill(pid, "SIGSTOP");
  const deadline = Date.now() + timeoutMs;
  while (!(await isStopped(pid))) {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not stop within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Lets a frozen process go on (SIGCONT). */
export function thawProcess(pid: number): void {
  process.kill(pid, "SIGCONT");
}

async function isStopped(pid: number): Promise<boolean> {
  if (process.platform === "linux") {
    const tasks = await readdir(`/proc/${pid}/task`);
    const states = await Promise.all(
      tasks.map(async (task) => threadState(await readFile(`/proc/${pid}/task/${task}/stat`, "utf8"))),
    );
    return states.every((state) => state === "T" || state === "t");
  }
  // Elsewhere (macOS, the BSDs) ps reports the process's state.
  const { stdout } = await execFileAsync("ps", ["-o", "state=", "-p", String(pid)]);
  return stdout.trim().startsWith("T");
}

/** The state letter of a `/proc/…/stat` line; the name before it may hold spaces and parentheses. */
function threadState(stat: string): string {
  return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
}
