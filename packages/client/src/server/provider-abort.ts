/**
 * What stops the request to the provider: the caller going away (a closed tab, `stop()`), or
 * the provider not starting to answer in time. Without it a provider keeps generating, and
 * billing, an answer nobody reads.
 */
export interface ProviderAbort {
  /** For the provider's `fetch`. */
  signal: AbortSignal;
  /** Whether the call was stopped on purpose (caller gone, or given up on), not broken. */
  readonly stopped: boolean;
  /** The provider has sent something: the wait for its first byte is over. */
  answered(): void;
  abort(reason?: unknown): void;
  /** The answer has ended: stop following the caller and forget the timer. */
  release(): void;
}

/**
 * @example
 * const abort = createProviderAbort(request.signal, 60_000);
 * const response = await fetch(url, { signal: abort.signal });
 */
export function createProviderAbort(callerSignal: AbortSignal, timeoutMs: number): ProviderAbort {
  const upstream = new AbortController();
  const followCaller = () => upstream.abort(callerSignal.reason);
  // A caller may leave while the route still checks who it is: an abort event that has already
  // fired is not fired again, and the provider would be called for no one.
  if (callerSignal.aborted) followCaller();
  else callerSignal.addEventListener("abort", followCaller, { once: true });
  const firstByteTimer = setTimeout(() => upstream.abort(new Error("the provider took too long")), timeoutMs);
  return {
    signal: upstream.signal,
    get stopped() {
      return callerSignal.aborted || upstream.signal.aborted;
    },
    answered: () => clearTimeout(firstByteTimer),
    abort: (reason) => upstream.abort(reason),
    release() {
      clearTimeout(firstByteTimer);
      callerSignal.removeEventListener("abort", followCaller);
    },
  };
}
