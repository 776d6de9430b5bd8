import type { WordTiming } from '../../types.ts';

// Vowel marks and tatweel take no time to say; a letter with its mark is one sound.
const silentMarks = /[\u064B-\u065F\u0670\u0640]/g;
const letterOrDigit = /[\p{L}\p{N}]/gu;

/** Extra weight, in letters, for the pause a reader makes after punctuation. */
function pauseAfter(word: string): number {
  if (/[.!?؟…]["'»”)]*$/u.test(word)) return 6;
  if (/[,;:،؛]["'»”)]*$/u.test(word)) return 3;
  return 0;
}

/**
 * Word start times spread over the audio in proportion to word length. Speech providers rarely
 * return timings (ElevenLabs only on another endpoint, OpenAI never), so this approximates
 * them: a word takes time in proportion to its spoken letters plus one for the gap after it,
 * and a punctuation mark adds a pause. Good enough to highlight the word being read; a long
 * silence at the start or a word said unusually slowly shifts the words after it.
 */
export function estimateWordTimings(text: string, durationMs: number): WordTiming[] {
  const words = text
    .split(/\s+/u)
    .filter((word) => word.replace(silentMarks, '').match(letterOrDigit));
  const weights = words.map(
    (word) =>
      (word.replace(silentMarks, '').match(letterOrDigit)?.length ?? 0) + 1 + pauseAfter(word),
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let elapsed = 0;
  return words.map((word, index) => {
    const timing = { word, startMs: Math.round((elapsed / total) * durationMs) };
    elapsed += weights[index]!;
    return timing;
  });
}
