// Server-only code: never import this entry from a browser bundle.
export { createCompletionHandler } from "./completion-handler";
export type {
  ChatMessage,
  CompletionHandlerOptions,
  CompletionInput,
  CompletionLimits,
  CompletionProvider,
  ParsedAnswer,
} from "./completion-handler";
export { completeText } from "./complete-text";
export type { CompleteTextOptions, CompleteTextResult } from "./complete-text";
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
