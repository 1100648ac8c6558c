// Server-only code: never import this entry from a browser bundle.
export { createCompletionHandler } from "./completion-handler";
export type {
  ChatMessage,
  CompletionHandlerOptions,
  CompletionInput,
  CompletionLimits,
  CompletionProvider,
} from "./completion-handler";
