import { usageQueryKey } from '../../../lib/session/use-usage-stats.ts';

/** Query keys of the catalogue's lists (their API paths) and of the usage they count against. */
export const catalogueKeys = {
  characters: ['/api/characters'] as const,
  ownCharacters: ['/api/characters/own'] as const,
  defaultCharacters: ['/api/characters/default'] as const,
  locations: ['/api/locations'] as const,
  ownLocations: ['/api/locations/own'] as const,
  themes: ['/api/themes'] as const,
  userThemes: ['/api/themes/user'] as const,
  usage: usageQueryKey,
};
