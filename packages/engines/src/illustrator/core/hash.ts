/**
 * Deterministic hashing and a seeded random source. Every choice the illustrator makes comes from
 * these, never from Math.random, so the same input always draws the same picture.
 */
import { mulberry32 } from '../../random/mulberry32.ts';

/** A 32-bit hash of a string (cyrb53 folded to 32 bits): well spread even for short names. */
export function hashString(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** A seeded random source for placing stars, clouds and features. */
export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => pickAt(items, Math.floor(next() * items.length)),
    chance: (probability) => next() < probability,
  };
}

/** The item at an index (wrapped), for choices made straight from a hash. */
export function pickAt<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('pickAt needs a non-empty list');
  return item;
}
