/**
 * The generation engines behind three interfaces (writer, illustrator, narrator): the embedded
 * offline engines and the AI SDK adapters. Pure TypeScript: no HTTP server, no database.
 */
export type * from './types.ts';
