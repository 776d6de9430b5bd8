import { describe, expect, it } from 'vitest';
import {
  canShuffle,
  initialGrid,
  shuffleGrid,
  type GridTheme,
  type ThemeGrid,
} from './theme-grid.ts';

/** 20 themes: ids 1-5 featured with orders 5..1 (so id 5 comes first), ids 6-20 not featured. */
const themes: GridTheme[] = Array.from({ length: 20 }, (_, index) => {
  const id = index + 1;
  return id <= 5
    ? { id, featured: true, featuredOrder: 6 - id }
    : { id, featured: false, featuredOrder: 999 };
});
const featuredIds = new Set(themes.filter((theme) => theme.featured).map((theme) => theme.id));

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const featuredOn = (grid: ThemeGrid) => grid.tiles.filter((id) => featuredIds.has(id));
const seeds = [1, 2, 3, 42, 99, 1234];

describe('the theme grid', () => {
  it('shows 8 tiles on desktop: the 4 first featured themes by featuredOrder, then non-featured ones', () => {
    for (const seed of seeds) {
      const grid = initialGrid(themes, { mobile: false, selectedId: null, random: seeded(seed) });
      expect(grid.tiles).toHaveLength(8);
      expect(grid.tiles.slice(0, 4)).toEqual([5, 4, 3, 2]);
      expect(grid.tiles.slice(4).every((id) => !featuredIds.has(id))).toBe(true);
      expect(new Set(grid.tiles).size).toBe(8);
    }
  });

  it('shows 4 tiles on a phone with at most 2 featured themes', () => {
    for (const seed of seeds) {
      const grid = initialGrid(themes, { mobile: true, selectedId: null, random: seeded(seed) });
      expect(grid.tiles).toHaveLength(4);
      expect(featuredOn(grid)).toEqual([5, 4]);
    }
  });

  it('fills from a shuffled selection, so different visits see different themes', () => {
    const fills = new Set(
      seeds.map((seed) =>
        initialGrid(themes, { mobile: false, selectedId: null, random: seeded(seed) })
          .tiles.slice(4)
          .join(),
      ),
    );
    expect(fills.size).toBeGreaterThan(1);
  });

  it('gives the free tiles to non-featured themes when fewer themes are featured than the cap', () => {
    const few = themes.map((theme) => (theme.id > 1 ? { ...theme, featured: false } : theme));
    const grid = initialGrid(few, { mobile: false, selectedId: null, random: seeded(7) });
    expect(grid.tiles).toHaveLength(8);
    expect(grid.tiles[0]).toBe(1);
  });

  it('shows every theme when there are fewer than the tiles', () => {
    const grid = initialGrid(themes.slice(0, 3), {
      mobile: false,
      selectedId: null,
      random: seeded(7),
    });
    expect(grid.tiles).toEqual([3, 2, 1]);
    expect(canShuffle(themes.slice(0, 3), grid)).toBe(false);
  });

  it('keeps a selected non-featured theme visible', () => {
    for (const seed of seeds) {
      for (const mobile of [false, true]) {
        const grid = initialGrid(themes, { mobile, selectedId: 17, random: seeded(seed) });
        expect(grid.tiles).toContain(17);
        expect(grid.tiles).toHaveLength(mobile ? 4 : 8);
      }
    }
  });

  it('keeps a selected featured theme past the cap visible without exceeding the cap', () => {
    const grid = initialGrid(themes, { mobile: true, selectedId: 1, random: seeded(3) });
    expect(grid.tiles).toHaveLength(4);
    expect(featuredOn(grid)).toEqual([5, 1]);
  });

  it('shuffles in non-featured themes not seen yet, keeping the featured ones and the selected one', () => {
    const options = { mobile: false, selectedId: 9, random: seeded(5) };
    const first = initialGrid(themes, options);
    const second = shuffleGrid(themes, first, options);
    expect(second.tiles.slice(0, 4)).toEqual([5, 4, 3, 2]);
    expect(second.tiles).toContain(9);
    const fresh = second.tiles.filter((id) => !featuredIds.has(id) && id !== 9);
    expect(fresh.every((id) => !first.seen.includes(id))).toBe(true);
    expect(second.seen).toEqual(expect.arrayContaining([...first.seen, ...fresh]));
  });

  it('offers the shuffle only while some non-featured theme is unseen, and every one gets seen', () => {
    const options = { mobile: true, selectedId: null, random: seeded(11) };
    let grid = initialGrid(themes, options);
    let shuffles = 0;
    while (canShuffle(themes, grid)) {
      grid = shuffleGrid(themes, grid, options);
      shuffles += 1;
      expect(grid.tiles).toHaveLength(4);
      expect(featuredOn(grid)).toHaveLength(2);
    }
    // 15 non-featured themes, 2 new ones per phone shuffle: 1 grid + 7 shuffles.
    expect(shuffles).toBe(7);
    expect(new Set(grid.seen)).toEqual(
      new Set(themes.filter((theme) => !theme.featured).map((theme) => theme.id)),
    );
  });

  it('tops the last shuffle up with themes seen before, preferring ones not on screen', () => {
    const options = { mobile: false, selectedId: null, random: seeded(13) };
    const first = initialGrid(themes, options);
    const second = shuffleGrid(themes, first, options);
    const third = shuffleGrid(themes, second, options);
    // 15 non-featured: 4 + 4 seen, 7 unseen left; the third shuffle shows 4 of them.
    expect(third.tiles).toHaveLength(8);
    const fourth = shuffleGrid(themes, third, options);
    const shownBefore = third.tiles.filter((id) => !featuredIds.has(id));
    const fourthRest = fourth.tiles.filter((id) => !featuredIds.has(id));
    expect(fourthRest).toHaveLength(4);
    expect(fourthRest.filter((id) => shownBefore.includes(id))).toEqual([]);
    expect(canShuffle(themes, fourth)).toBe(false);
  });

  it('counts the selected theme as seen', () => {
    const grid = initialGrid(themes, { mobile: true, selectedId: 20, random: seeded(2) });
    expect(grid.seen).toContain(20);
  });
});
