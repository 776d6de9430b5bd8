/**
 * Cleans one word (or run of text) before eSpeak reads it. The text shown to the reader is never
 * changed: only what the synthesiser hears.
 */

const shaddaAfterVowel = /([\u064B-\u0650\u0652])\u0651/g;
// Tatweel stretches letters on the page but eSpeak reads nothing useful from it; quotation marks
// (« » “ ” ...) are read as a hesitation or spelled, and are not pauses anyway.
const arabicDropped = /[\u0640«»“”„‟"‹›‘’'﴾﴿]/g;
const latinQuotes = /[«»“”„‟"‹›]/g;
// Markdown marks a writer model may leave and emoji: eSpeak reads them aloud ("asterisk", "hash",
// "crescent moon", "هلال"), which no page means.
const unspoken = /[*_#~`|\\^]|\p{Extended_Pictographic}|\u200D|\uFE0E|\uFE0F/gu;
const curlyApostrophes = /[‘’ʼ]/g;

/**
 * Fully vowelled Arabic as eSpeak reads it well:
 * - shadda before the short vowel: eSpeak doubles the consonant and drops the vowel when the
 *   vowel comes first, which is the order Unicode normalisation (NFC) produces, so this runs last;
 * - alef wasla (ٱ) as a plain alef, which eSpeak otherwise skips at the start of a sentence;
 * - dagger alef (هَٰذَا) as a long ā, which eSpeak otherwise reads as a second syllable; it is
 *   only a spelling variant on alef maqsura (عَلَىٰ) and dropped there.
 */
export function prepareArabicForSpeech(text: string): string {
  return text
    .replace(unspoken, '')
    .replace(arabicDropped, '')
    .replace(/\u0671/g, '\u0627')
    .replace(/\u0649\u0670/g, '\u0649')
    .replace(/\u064E?\u0670/g, '\u064E\u0627')
    .replace(shaddaAfterVowel, '\u0651$1');
}

/** English: one kind of apostrophe (the one eSpeak's dictionary is written with), no quotation marks. */
export function prepareEnglishForSpeech(text: string): string {
  return text.replace(unspoken, '').replace(curlyApostrophes, "'").replace(latinQuotes, '');
}

export function prepareForSpeech(text: string, script: 'latin' | 'arabic'): string {
  return script === 'arabic' ? prepareArabicForSpeech(text) : prepareEnglishForSpeech(text);
}
