import type { Refusal } from "./completion-protocol";

// Sentences given by more than one step, so that a person reads the same words whichever part
// failed; the real reason goes to the log, never to the caller.

/** PocketBase or the usage store cannot be reached: no fault of the caller's, so not a 401. */
export const UNAVAILABLE: Readonly<Refusal> = {
  status: 503,
  code: "unavailable",
  message: "AI is unavailable. Try again later.",
};

/** The provider could not be reached, refused, or broke off mid-answer. */
export const PROVIDER_FAILED_MESSAGE = "The AI service didn't answer. Try again.";
