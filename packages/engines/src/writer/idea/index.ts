export { understandIdea } from './understand-idea.ts';
export { findParentPhrases, hasParentPhrase } from './parent-voice.ts';
export { situations, situationByKey } from './situations.ts';
export { normaliseArabic } from './normalise.ts';
export type * from './types.ts';
