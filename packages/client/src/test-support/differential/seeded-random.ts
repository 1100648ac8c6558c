// Test-only: a small seeded generator (mulberry32), so that "random" cases are the same on
// every run and a disagreement found once can be found again.

export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, limit). */
  below(limit: number): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const below = (limit: number) => Math.floor(next() * limit);
  return { next, below, pick: (items) => items[below(items.length)]! };
}
