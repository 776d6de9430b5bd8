import type { AgeGroup } from '../types.ts';

const MAX_WORDS: Record<AgeGroup, number> = { '3-5': 9, '6-8': 16, '9-12': 24 };

/**
 * The parent's description as the English text quotes it: its first sentence, short enough for
 * the age group's page, without characters the reader could mistake for template marks.
 */
export function situationFrom(description: string | undefined, ageGroup: AgeGroup): string | null {
  const clean = (description ?? '').replace(/[{}<>[\]|\\]/g, ' ').replace(/\s+/g, ' ').trim();
  if (!/[A-Za-z]/.test(clean)) return null;
  const first = clean.split(/(?<=[.!?])\s/)[0] ?? clean;
  const words = first.split(' ');
  const max = MAX_WORDS[ageGroup];
  let text = words.length > max ? `${words.slice(0, max).join(' ').replace(/[,;:.!?]+$/, '')}…` : first;
  if (!/[.!?…]$/.test(text)) text += '.';
  // Lower-case the first letter unless the sentence starts with a name or "I".
  return /^[A-Z][a-z]/.test(text) && !/^(I\b|[A-Z][a-z]+\s+[A-Z])/.test(text) && /^(A|An|The|My|Our|His|Her|Their|How|What|When|Why)\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}
