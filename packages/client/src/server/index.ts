// Server-only code: never import this entry from a browser bundle.
export { createCompletionHandler } from "./completion-handler";
export type {
  ChatMessage,
  CompletionHandlerOptions,
  CompletionInput,
  CompletionLimits,
  CompletionProvider,
} from "./completion-handler";
export { createPocketBaseUsage } from "./completion-usage";
export type {
  CompletionUsageAdapter,
  PocketBaseUsageOptions,
  UsageAttempt,
  UsageOutcome,
  UsageReservation,
} from "./completion-usage";
export { createSuperuserClient } from "./superuser-client";
export type { SuperuserClientOptions } from "./superuser-client";
