import type { Theme } from '@qamar/shared';

/** What card 3 of the story form holds. The theme's names and icon travel with it so the card needs no call. */
export interface ThemeChoice {
  themeId: number | null;
  description: string;
  theme: Pick<Theme, 'nameEn' | 'nameAr' | 'iconUrl'> | null;
}

export const emptyThemeChoice: ThemeChoice = { themeId: null, description: '', theme: null };

/** docs/product/states.md: a custom description takes precedence, so a theme saved beside one is ignored. */
export function isThemeIgnored(choice: ThemeChoice): boolean {
  return choice.themeId !== null && choice.description.trim() !== '';
}

/** The theme part of the story creation payload (docs/product/data.md): the description, or else the theme. */
export function storyThemeFields(choice: ThemeChoice): {
  selectedThemeId?: number;
  storyDescription?: string;
} {
  const description = choice.description.trim();
  if (description) return { storyDescription: description };
  return choice.themeId === null ? {} : { selectedThemeId: choice.themeId };
}

/** A random story spark of the theme with names made neutral, or null when it has none. */
export function pickSpark(
  theme: Pick<Theme, 'storySparks'>,
  neutralise: (text: string) => string,
  random: () => number = Math.random,
): string | null {
  const sparks = theme.storySparks.filter((spark) => spark.trim() !== '');
  if (sparks.length === 0) return null;
  return neutralise(sparks[Math.floor(random() * sparks.length)] as string);
}
