import { formatWait } from "../errors/to-pocketkit-error";
import type { Refusal } from "./completion-protocol";
import { UNAVAILABLE } from "./completion-refusals";
import type { CompletionUsageAdapter, UsageAttempt, UsageOutcome } from "./completion-usage";
import { describeError } from "./describe-error";

/**
 * Takes one of the user's completions from `usage` before the provider is called, so that
 * parallel requests cannot all slip under the limit. Granted: `finish` records how the
 * completion ended, and never throws (a failure to record is logged: the answer has been sent
 * already). Refused: 429 with the wait, or 503 when the store cannot be reached (logged).
 *
 * @example
 * const reservation = await reserveCompletion(usage, { user, kind, perWindow: 20, windowMs }, log);
 * if ("refusal" in reservation) return refusalResponse(format, reservation.refusal);
 */
export async function reserveCompletion(
  usage: CompletionUsageAdapter,
  attempt: UsageAttempt,
  log: (message: string, details?: Record<string, unknown>) => void,
): Promise<{ finish: (outcome: UsageOutcome) => Promise<void> } | { refusal: Refusal }> {
  let reservation;
  try {
    reservation = await usage.reserve(attempt);
  } catch (error) {
    log("could not reserve AI usage", { error: describeError(error) });
    return { refusal: UNAVAILABLE };
  }
  if (!reservation.granted) {
    const { retryAfter } = reservation;
    return {
      refusal: {
        status: 429,
        message: `AI limit reached — try again in ${formatWait(retryAfter)}.`,
        retryAfter,
      },
    };
  }
  const { id } = reservation;
  return {
    finish: (outcome) =>
      usage
        .finish(id, outcome)
        .catch((error: unknown) => log("could not record AI usage", { error: describeError(error) })),
  };
}
