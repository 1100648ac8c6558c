export interface ServerReachabilityOptions {
  /** Resolves when the server answers, rejects when it does not. */
  check: () => Promise<unknown>;
  /** Whether anything still waits for the server; when nothing does, no question is asked. */
  isNeeded: () => boolean;
  /** Called once the server has answered. */
  onReachable: () => void;
  /** The first wait; it doubles after each unanswered question. @default 1000 */
  initialDelayMs?: number;
  /** @default 30000 */
  maxDelayMs?: number;
}

export interface ServerReachability {
  /**
   * Asks after `delayMs` (unless a question is already pending), and keeps asking, waiting
   * longer each time, until the server answers.
   */
  askLater(delayMs?: number): void;
  /** Asks at once: the browser says it is online again. */
  askNow(): void;
  setInitialDelay(delayMs: number): void;
  dispose(): void;
}

/**
 * Waits for a server to answer again after a network failure, asking a cheap question (not
 * re-sending a whole upload) with back-off, so that queued work resumes when it is back.
 */
export function watchServerReachability(options: ServerReachabilityOptions): ServerReachability {
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  let initialDelayMs = options.initialDelayMs ?? 1_000;
  let delay = initialDelayMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking = false;
  let disposed = false;

  async function ask(): Promise<void> {
    if (asking || disposed || !options.isNeeded()) return;
    asking = true;
    let answered: boolean;
    try {
      await options.check();
      answered = true;
    } catch {
      answered = false;
    }
    asking = false;
    if (disposed) return;
    if (answered) {
      delay = initialDelayMs;
      options.onReachable();
      return;
    }
    delay = Math.min(delay * 2, maxDelayMs);
    reachability.askLater();
  }

  const reachability: ServerReachability = {
    askLater(delayMs = delay) {
      if (disposed || timer !== undefined || asking) return;
      timer = setTimeout(() => {
        timer = undefined;
        void ask();
      }, delayMs);
    },
    askNow() {
      clearTimeout(timer);
      timer = undefined;
      void ask();
    },
    setInitialDelay(delayMs) {
      initialDelayMs = delayMs;
      delay = delayMs;
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
  return reachability;
}
