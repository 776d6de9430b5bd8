import { useMemo } from 'react';
import type { WordTimingItem } from '@qamar/shared';
import { activeWordAt, alignWords, tokenize } from '../../lib/story-reading/word-highlight.ts';

/** A page's text with the word being read marked; the marks follow the narration's word timings. */
export function HighlightedText({
  text,
  words,
  timeMs,
}: {
  text: string;
  words: readonly WordTimingItem[];
  timeMs: number | null;
}) {
  const tokens = useMemo(() => tokenize(text), [text]);
  const alignment = useMemo(() => alignWords(tokens, words), [tokens, words]);
  const activeWord = timeMs === null ? -1 : activeWordAt(words, timeMs);
  const activeToken = activeWord >= 0 ? (alignment[activeWord] ?? -1) : -1;
  return (
    <>
      {tokens.map((token, index) => (
        <span key={index}>
          <span
            data-active={index === activeToken ? 'true' : undefined}
            className="rounded-md transition-colors duration-150 data-[active=true]:bg-moon-300 data-[active=true]:text-night-950 group-data-[bedtime=true]:data-[active=true]:bg-moon-400/40 group-data-[bedtime=true]:data-[active=true]:text-moon-100"
          >
            {token.text}
          </span>
          {token.space}
        </span>
      ))}
    </>
  );
}
