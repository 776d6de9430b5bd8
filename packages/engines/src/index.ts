/**
 * The generation engines behind three interfaces (writer, illustrator, narrator): the embedded
 * offline engines and the AI SDK adapters. Pure TypeScript: no HTTP server, no database.
 */
export type * from './types.ts';
export { createEmbeddedEngines, type EmbeddedEngines } from './embedded.ts';
export { createEmbeddedWriter } from './writer/embedded-writer.ts';
export {
  createEmbeddedIllustrator,
  characterPalette,
  SETTING_KEYS,
  resolveSetting,
  ANIMAL_SPECIES,
  MAGICAL_BEINGS,
} from './illustrator/embedded-illustrator.ts';
export { composeAvatar } from './illustrator/compose/compose-portrait.ts';
export { createEmbeddedNarrator } from './narrator/embedded-narrator.ts';
export { narrationWords } from './narrator/split-narration-text.ts';
export { makeStory, type StoryAssets } from './pipeline/make-story.ts';
export * from './cloud/index.ts';
export * from './public-copy/public-copy.ts';
