// One line per app at the end of the run: install, typecheck, build, server render and browser
// results with their times (a test's title starts with the step it is).
import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";

import type { FullResult, Reporter, TestCase, TestResult } from "playwright/types/testReporter";

import { INSTALL_TIMES } from "./global-setup";

interface Outcome {
  ok: number;
  failed: number;
  ms: number;
}

export default class SummaryReporter implements Reporter {
  private readonly apps = new Map<string, Map<string, Outcome>>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const app = basename(test.location.file).replace(/\.consumer\.ts$/, "");
    const kind = test.title.split(/[:(]/)[0]!.trim();
    const steps = this.apps.get(app) ?? new Map<string, Outcome>();
    this.apps.set(app, steps);
    // The last attempt decides (retries are off, but a test can be skipped after a failure).
    if (result.status === "skipped") return;
    const outcome = steps.get(kind) ?? { ok: 0, failed: 0, ms: 0 };
    if (result.status === test.expectedStatus) outcome.ok += 1;
    else outcome.failed += 1;
    outcome.ms += result.duration;
    steps.set(kind, outcome);
  }

  onEnd(result: FullResult): void {
    const installs = existsSync(INSTALL_TIMES)
      ? (JSON.parse(readFileSync(INSTALL_TIMES, "utf8")) as Record<string, number>)
      : {};
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `\nconsumers (${result.status}): pack ${seconds(installs.pack ?? 0)}, setup in all ${seconds(installs.total ?? 0)}`,
    );
    for (const [app, steps] of this.apps) {
      const install = installs[`install ${app}`];
      const parts = install === undefined ? [] : [`install ${seconds(install)}`];
      for (const [kind, outcome] of steps) {
        const count = outcome.ok + outcome.failed;
        const verdict = outcome.failed === 0 ? "ok" : `${outcome.failed} FAILED`;
        parts.push(`${kind}${count > 1 ? ` ${outcome.ok}/${count}` : ""} ${verdict} ${seconds(outcome.ms)}`);
      }
      console.log(`  ${app.padEnd(14)} ${parts.join(" · ")}`);
    }
  }
}
