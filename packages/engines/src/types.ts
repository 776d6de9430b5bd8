/**
 * The contracts of the three kinds of generation work. Every engine (embedded or cloud) implements
 * one of these; the workers only ever see these types.
 */
export * from './types/story-input.ts';
export * from './types/scene.ts';
export * from './types/writer.ts';
export * from './types/illustrator.ts';
export * from './types/narrator.ts';
export * from './types/engine-report.ts';
