/**
 * The page's clock for the story tests: what a story shows must not depend on the day, or the
 * second, the tests run ("3 days ago", a superuser created "10:00:06", a log filter's last 24 hours).
 *
 * Stopped at a fixed instant while a stories file is imported, its fixtures made and each
 * first-render story drawn and compared with its screenshots, as Chromatic's guides do with a
 * mocked date. An interaction story needs time to pass (a restore polls until a deadline, a toast
 * pauses), so preview.tsx's `beforeEach` runs the clock for those, from the same instant.
 * Timers are untouched: only `Date.now()` and `new Date()`; dates built from a value are as given.
 */
export interface StoryClock {
  /** `Date.now()` is the instant, whatever the time. */
  stop(): void;
  /** `Date.now()` starts again at the instant and advances with real time. */
  run(): void;
}

const realDate = Symbol.for("pocketkit.realDate");
const clockKey = Symbol.for("pocketkit.storyClock");

type ClockHolder = typeof globalThis & { [realDate]?: DateConstructor; [clockKey]?: StoryClock };

export function installStoryClock(instant: number): StoryClock {
  const holder = globalThis as ClockHolder;
  // Once per page, whatever the number of files run in it: the clock is built on the real Date.
  const RealDate = (holder[realDate] ??= Date);
  let runningSince: number | undefined;
  const now = () => (runningSince === undefined ? instant : instant + (RealDate.now() - runningSince));

  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now(): number {
      return now();
    }
  }

  globalThis.Date = StoryDate as DateConstructor;
  const clock: StoryClock = {
    stop: () => void (runningSince = undefined),
    run: () => void (runningSince = RealDate.now()),
  };
  holder[clockKey] = clock;
  return clock;
}

/** The clock installed in this page, when the story tests run; undefined in Storybook itself. */
export function storyClock(): StoryClock | undefined {
  return (globalThis as ClockHolder)[clockKey];
}
