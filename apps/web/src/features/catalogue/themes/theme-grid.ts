import { pickerConstants } from '../catalogue-constants.ts';

/**
 * Which themes the dialog shows (docs/product/limits.md): 8 tiles on desktop and 4 on phones, at most 4
 * featured (2 on phones) by featuredOrder, the rest a shuffled non-featured selection, the
 * selected theme always visible, and a shuffle while non-featured themes remain unseen.
 */
export interface GridTheme {
  id: number;
  featured: boolean;
  featuredOrder: number;
}

export const themeGridLayouts = {
  desktop: { tiles: 8, featured: 4 },
  mobile: { tiles: 4, featured: 2 },
} as const;

/** docs/product/limits.md: the theme breakpoint is 639 px, so 639 px and narrower is a phone. */
export const themeGridMobileQuery = `(max-width: ${pickerConstants.mobileMaxWidth}px)`;

export interface ThemeGrid {
  /** Ids of the tiles, in display order. */
  tiles: number[];
  /** Non-featured ids shown since the dialog opened. */
  seen: number[];
}

export interface GridOptions {
  mobile: boolean;
  selectedId: number | null;
  random?: () => number;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function shownFeatured(themes: readonly GridTheme[], mobile: boolean): GridTheme[] {
  const cap = themeGridLayouts[mobile ? 'mobile' : 'desktop'].featured;
  return themes
    .filter((theme) => theme.featured)
    .sort((a, b) => a.featuredOrder - b.featuredOrder || a.id - b.id)
    .slice(0, cap);
}

const nonFeatured = (themes: readonly GridTheme[]) => themes.filter((theme) => !theme.featured);

/**
 * Featured tiles, then `fill`. A selected theme not among them takes the last tile of its own
 * kind, so the featured cap holds even when a featured theme past the cap is selected.
 */
function compose(
  themes: readonly GridTheme[],
  fill: readonly GridTheme[],
  options: GridOptions,
): number[] {
  const featured = shownFeatured(themes, options.mobile).map((theme) => theme.id);
  const slots = themeGridLayouts[options.mobile ? 'mobile' : 'desktop'].tiles - featured.length;
  const rest = fill.slice(0, slots).map((theme) => theme.id);
  const selected = themes.find((theme) => theme.id === options.selectedId);
  if (selected && !featured.includes(selected.id) && !rest.includes(selected.id)) {
    // A featured theme that is not shown lies past the cap, so the featured tiles are full.
    if (selected.featured) featured[featured.length - 1] = selected.id;
    else if (rest.length < slots) rest.push(selected.id);
    else rest[rest.length - 1] = selected.id;
  }
  return [...featured, ...rest];
}

function withSeen(
  themes: readonly GridTheme[],
  tiles: number[],
  seen: readonly number[],
): ThemeGrid {
  const others = new Set(nonFeatured(themes).map((theme) => theme.id));
  return { tiles, seen: [...new Set([...seen, ...tiles.filter((id) => others.has(id))])] };
}

/** The grid when the dialog opens (or the screen crosses the breakpoint). */
export function initialGrid(themes: readonly GridTheme[], options: GridOptions): ThemeGrid {
  const fill = shuffled(nonFeatured(themes), options.random ?? Math.random);
  return withSeen(themes, compose(themes, fill, options), []);
}

/** The shuffle shows non-featured themes not seen yet, topped up with seen ones when too few remain. */
export function shuffleGrid(
  themes: readonly GridTheme[],
  grid: ThemeGrid,
  options: GridOptions,
): ThemeGrid {
  const random = options.random ?? Math.random;
  const candidates = nonFeatured(themes).filter((theme) => theme.id !== options.selectedId);
  const unseen = shuffled(
    candidates.filter((theme) => !grid.seen.includes(theme.id)),
    random,
  );
  // Top-ups prefer themes that are not on screen right now, so the shuffle visibly changes the grid.
  const topUp = shuffled(
    candidates.filter((theme) => grid.seen.includes(theme.id)),
    random,
  ).sort((a, b) => Number(grid.tiles.includes(a.id)) - Number(grid.tiles.includes(b.id)));
  return withSeen(themes, compose(themes, [...unseen, ...topUp], options), grid.seen);
}

/** The shuffle button shows only while some non-featured theme has not been seen. */
export function canShuffle(themes: readonly GridTheme[], grid: ThemeGrid): boolean {
  return nonFeatured(themes).some((theme) => !grid.seen.includes(theme.id));
}
