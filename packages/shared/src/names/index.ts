/**
 * Arabic given names: the table, how each declines, and lookups by Latin or Arabic spelling. Kept
 * out of the package's main entry so the web app loads it only when the character form asks.
 */
export * from './given-names.ts';
export * from './find-given-name.ts';
export { arabicKey, latinKey } from './name-keys.ts';
export { transliterateName, type Transliteration } from './transliterate-name.ts';
export * from './kinship-titles.ts';
export * from './suggest-arabic-name.ts';
export * from './suggest-latin-name.ts';
