// Loaded with `node --import` when a script did not end by itself: after WHY_ALIVE_AFTER_MS it
// prints what still keeps the event loop alive (timers, sockets, …) and where each was made, as
// why-is-node-running does, then lets the caller kill the process.
import { createHook } from "node:async_hooks";

// Enough frames to get past Node's own timer and stream internals to the code that asked.
Error.stackTraceLimit = 50;
// The process's own stdio pipes are no one's doing.
const IGNORED = new Set([
  "PROMISE",
  "TickObject",
  "Microtask",
  "PIPEWRAP",
  "TTYWRAP",
  "STREAM_END_OF_STREAM",
]);

const made = new Map();
createHook({
  init(asyncId, type, _triggerAsyncId, resource) {
    if (IGNORED.has(type)) return;
    made.set(asyncId, { type, resource: new WeakRef(resource), stack: new Error().stack ?? "" });
  },
  destroy(asyncId) {
    made.delete(asyncId);
  },
}).enable();

const report = setTimeout(
  () => {
    const lines = [`still alive: ${process.getActiveResourcesInfo().join(", ")}`];
    for (const { type, resource, stack } of made.values()) {
      const handle = resource.deref();
      if (!handle || handle === report || (typeof handle.hasRef === "function" && !handle.hasRef())) continue;
      const frames = stack
        .split("\n")
        .slice(1)
        .filter((frame) => !frame.includes("node:internal") && !frame.includes("why-alive.mjs"))
        .slice(0, 6);
      const detail = handle._idleTimeout ? ` (${handle._idleTimeout} ms)` : "";
      lines.push(`- ${type}${detail}, made at:\n${frames.join("\n")}`);
    }
    process.stderr.write(`${lines.join("\n")}\n`);
  },
  Number(process.env.WHY_ALIVE_AFTER_MS ?? 3000),
);
report.unref();
