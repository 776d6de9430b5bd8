export type { CatalogueCharacter, CatalogueLocation, CatalogueTheme } from './types.ts';
export { defaultCharacters } from './characters.ts';
export { defaultLocations } from './locations.ts';
export { defaultThemes } from './themes.ts';
