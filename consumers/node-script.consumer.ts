// A plain Node consumer of @pocketkit/client: a script that signs in, reads and ends without
// calling dispose(), and a strict typecheck (library types included) of @pocketkit/client/testing.
import { spawn } from "node:child_process";
import { join } from "node:path";

import { expect, test } from "playwright/test";

import { createUser } from "./live-lists";
import { appDir, bin, cleanEnv, run, runInfo, step, tail } from "./support";

const APP = "node-script";
const cwd = () => appDir(APP);

test("typecheck: @pocketkit/client/testing's types, strict and with skipLibCheck off", async () => {
  await step(APP, "typecheck", () => run(bin(APP, "tsc"), ["--noEmit"], { cwd: cwd() }));
});

// Its work takes about a second; the process still running a minute later is the failure.
const DEADLINE_MS = 60_000;

test("exit: a script that signs in and reads, without dispose(), ends by itself", async () => {
  const user = await createUser();
  await user.createNote("a note for the script");
  const env = cleanEnv({
    POCKETBASE_URL: runInfo().pocketbaseUrl,
    EMAIL: user.email,
    PASSWORD: user.password,
  });

  const result = await runNode(["sign-in-and-exit.mjs"], env);
  if (result.stillRunning) {
    const diagnosis = await runNode(
      ["--import", join(import.meta.dirname, "why-alive.mjs"), "sign-in-and-exit.mjs"],
      { ...env, WHY_ALIVE_AFTER_MS: "5000" },
      10_000,
    );
    throw new Error(
      `\`node sign-in-and-exit.mjs\` was still running ${DEADLINE_MS / 1000} s after it started. ` +
        `Its output:\n${result.output}\nWhat kept it alive (a second run with why-alive.mjs):\n${tail(diagnosis.output, 80)}`,
    );
  }
  expect(result.output).toContain("notes: 1");
  expect(result.code).toBe(0);
});

function runNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  deadlineMs = DEADLINE_MS,
): Promise<{ code: number | null; output: string; stillRunning: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: cwd(), env, stdio: "pipe" });
    let output = "";
    let stillRunning = false;
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const deadline = setTimeout(() => {
      stillRunning = true;
      child.kill("SIGKILL");
    }, deadlineMs);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(deadline);
      resolve({ code, output, stillRunning });
    });
  });
}
