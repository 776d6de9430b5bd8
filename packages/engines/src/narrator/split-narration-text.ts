/**
 * Splits a page's text into sentences of tokens. A token is a run of non-space characters as
 * written; it is a word (gets a timing, so the reader can highlight it) when it holds a letter
 * or a digit. A lone dash or quotation mark is read as punctuation, not as a word.
 */

export interface NarrationToken {
  /** As written in the text. */
  text: string;
  isWord: boolean;
}

export interface NarrationSentence {
  tokens: NarrationToken[];
  /** A blank line follows: the narrator pauses longer. */
  endsParagraph: boolean;
}

// Tatweel is a "letter" for Unicode but is only a stroke that lengthens the line.
const letterOrDigit = /[\p{L}\p{N}]/u;
// Full stop, question marks (Latin and Arabic), exclamation mark, ellipsis, then closing quotes or brackets.
const sentenceEnd = /[.!?؟…]["'»”’)\]]*$/u;

function isWord(token: string): boolean {
  return letterOrDigit.test(token.replace(/\u0640/g, ''));
}

export function splitNarrationText(text: string): NarrationSentence[] {
  const sentences: NarrationSentence[] = [];
  let tokens: NarrationToken[] = [];
  const close = (endsParagraph: boolean) => {
    if (tokens.length > 0) sentences.push({ tokens, endsParagraph });
    tokens = [];
  };
  // A token and the whitespace after it: a line break also ends a sentence (titles, verses).
  for (const match of text.matchAll(/(\S+)(\s*)/g)) {
    const token = match[1] as string;
    const space = match[2] as string;
    tokens.push({ text: token, isWord: isWord(token) });
    const lineBreaks = space.split('\n').length - 1;
    if (lineBreaks >= 2) close(true);
    else if (lineBreaks === 1 || sentenceEnd.test(token)) close(false);
  }
  close(false);
  return sentences;
}

/** The words of a text in reading order, as the narrator times them. */
export function narrationWords(text: string): string[] {
  return splitNarrationText(text).flatMap((sentence) =>
    sentence.tokens.filter((token) => token.isWord).map((token) => token.text),
  );
}
