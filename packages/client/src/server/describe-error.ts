/**
 * An error as one line for the log, its cause included: Node's fetch throws "fetch failed" and
 * keeps the reason that matters (ECONNREFUSED, a DNS failure, a reset) in `cause`.
 */
export function describeError(error: unknown): string {
  if (error instanceof Error)
    return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  return String(error);
}
