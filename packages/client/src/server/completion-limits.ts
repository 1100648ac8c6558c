import type { CompletionLimits } from "./completion-handler";

/** The limits with their defaults filled in: what the route and `completeText` both apply. */
export function resolveLimits(limits: CompletionLimits = {}): Required<CompletionLimits> {
  return {
    perWindow: limits.perWindow ?? 20,
    windowMs: limits.windowMs ?? 10 * 60_000,
    maxInstructions: limits.maxInstructions ?? 2000,
    maxPrompt: limits.maxPrompt ?? 8000,
    maxBodyBytes: limits.maxBodyBytes ?? 64 * 1024,
  };
}
