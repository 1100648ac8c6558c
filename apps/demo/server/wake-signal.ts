/**
 * Lets loops sleep until something happens or a time passes, whichever comes first: `wake()`
 * ends every sleep at once (new work arrived, or the server stops).
 */
export interface WakeSignal {
  /** Resolves after `ms`, or at the next `wake()`. */
  sleep(ms: number): Promise<void>;
  wake(): void;
}

export function createWakeSignal(): WakeSignal {
  const sleepers = new Set<() => void>();
  return {
    sleep(ms) {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          sleepers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, Math.max(0, ms));
        sleepers.add(done);
      });
    },
    wake() {
      for (const done of [...sleepers]) done();
    },
  };
}
