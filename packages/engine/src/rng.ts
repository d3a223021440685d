// Seeded PRNG kept inside the match state: xoroshiro128+ from pure-rand with unbiased integer draws and Fisher-Yates.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

type Generator = ReturnType<typeof xoroshiro128plusFromState>;

/**
 * Derives the 128-bit generator state from a seed string (cyrb128 mixing), so every bit of a
 * long crypto seed matters, unlike pure-rand's 32-bit integer seeding.
 */
export function seedToRngState(seed: string): number[] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const state: number[] = [h1 | 0, h2 | 0, h3 | 0, h4 | 0];
  // xoroshiro must not start from the all-zero state.
  if (!state.some((w) => w !== 0)) state[0] = 1;
  return state;
}

/** Random draws for rules code. Wraps a generator restored from, and written back to, the match state. */
export class Random {
  readonly #gen: Generator;

  constructor(state: readonly number[]) {
    this.#gen = xoroshiro128plusFromState(state);
  }

  /** Integer in [min, max], both included, without modulo bias. */
  int(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`Random.int needs integers min <= max, got ${min}, ${max}`);
    }
    return uniformInt(this.#gen, min, max);
  }

  /** A die roll 1..sides. */
  die(sides: number): number {
    return this.int(1, sides);
  }

  /** One element chosen uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Random.pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** Unbiased in-place Fisher-Yates shuffle. */
  shuffleInPlace<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  /** The generator's state, to store back into the match. */
  state(): number[] {
    return [...this.#gen.getState()];
  }
}
