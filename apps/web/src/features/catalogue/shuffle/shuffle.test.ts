import { describe, expect, it } from 'vitest';
import { remember, shuffleView, withSelected } from './shuffle.ts';

const pool = Array.from({ length: 30 }, (_, i) => i + 1);

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('shuffleView', () => {
  it('shows the requested number of distinct items from the pool', () => {
    const { shown } = shuffleView(pool, {
      count: 8,
      selected: [],
      recent: [],
      memory: 16,
      random: seeded(1),
    });
    expect(shown).toHaveLength(8);
    expect(new Set(shown).size).toBe(8);
    for (const id of shown) expect(pool).toContain(id);
  });

  it('always keeps the selected items, first', () => {
    const { shown } = shuffleView(pool, {
      count: 4,
      selected: [29, 3, 17],
      recent: [],
      memory: 16,
      random: seeded(2),
    });
    expect(shown.slice(0, 3).sort()).toEqual([17, 29, 3].sort());
    expect(shown).toHaveLength(4);
  });

  it('keeps selected items even when they are more than the count', () => {
    const { shown } = shuffleView(pool, {
      count: 2,
      selected: [5, 6, 7],
      recent: [],
      memory: 16,
      random: seeded(3),
    });
    expect(shown.sort()).toEqual([5, 6, 7]);
  });

  it('ignores selected ids outside the pool', () => {
    const { shown } = shuffleView([1, 2, 3], { count: 8, selected: [99], recent: [], memory: 16 });
    expect(shown.sort()).toEqual([1, 2, 3]);
  });

  it('prefers items that were not shown recently', () => {
    const recent = pool.slice(0, 16);
    const { shown } = shuffleView(pool, {
      count: 8,
      selected: [],
      recent,
      memory: 16,
      random: seeded(4),
    });
    for (const id of shown) expect(recent).not.toContain(id);
  });

  it('brings back the items shown longest ago when fresh ones run out', () => {
    const small = [1, 2, 3, 4, 5, 6];
    const { shown } = shuffleView(small, {
      count: 4,
      selected: [],
      recent: [3, 1, 2, 4, 5, 6],
      memory: 16,
      random: seeded(5),
    });
    expect(shown.sort()).toEqual([1, 2, 3, 4]);
  });

  it('remembers what it showed, up to the memory size', () => {
    let recent: number[] = [];
    for (let round = 0; round < 5; round++) {
      const result = shuffleView(pool, {
        count: 8,
        selected: [],
        recent,
        memory: 16,
        random: seeded(round + 10),
      });
      recent = result.recent;
      expect(recent.slice(-8).sort()).toEqual([...result.shown].sort());
    }
    expect(recent).toHaveLength(16);
  });

  it('walks through a pool without repeats while the memory covers it', () => {
    const seen = new Set<number>();
    let recent: number[] = [];
    const twenty = pool.slice(0, 24);
    for (let round = 0; round < 3; round++) {
      const result = shuffleView(twenty, {
        count: 8,
        selected: [],
        recent,
        memory: 24,
        random: seeded(round + 20),
      });
      for (const id of result.shown) seen.add(id);
      recent = result.recent;
    }
    expect(seen.size).toBe(24);
  });

  it('shows the whole pool when it is smaller than the count', () => {
    const { shown } = shuffleView([4, 5], { count: 8, selected: [], recent: [], memory: 16 });
    expect(shown.sort()).toEqual([4, 5]);
  });
});

describe('withSelected', () => {
  it('adds a selected item that is missing from the view and drops ids no longer in the pool', () => {
    expect(withSelected([1, 2, 99], [1, 2, 3, 4], [4], 8)).toEqual([4, 1, 2]);
  });

  it('keeps the count by dropping unselected items from the end, never selected ones', () => {
    expect(withSelected([1, 2, 3, 4], pool, [4, 20], 4)).toEqual([20, 1, 2, 4]);
  });

  it('leaves the order alone when the selected items are already in view', () => {
    expect(withSelected([5, 6, 7, 8], pool, [7], 4)).toEqual([5, 6, 7, 8]);
  });
});

describe('remember', () => {
  it('moves repeated ids to the newest end and trims the oldest', () => {
    expect(remember([1, 2, 3], [2, 4], 3)).toEqual([3, 2, 4]);
  });
});
