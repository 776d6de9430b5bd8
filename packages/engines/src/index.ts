/**
 * The generation engines behind three interfaces (writer, illustrator, narrator): the embedded
 * offline engines and the AI SDK adapters. Pure TypeScript: no HTTP server, no database.
 */
export type * from './types.ts';
export { createEmbeddedIllustrator, characterPalette, SETTING_KEYS, resolveSetting, ANIMAL_SPECIES, MAGICAL_BEINGS } from './illustrator/embedded-illustrator.ts';
export { createEmbeddedNarrator } from './narrator/embedded-narrator.ts';
export { narrationWords } from './narrator/split-narration-text.ts';
export * from './cloud/index.ts';
