/**
 * Greedy line breaking at spaces: as many words as fit in `width`, a line's width being its words'
 * widths plus its spaces (words are shaped on their own: Arabic letters never join across a space).
 * A word wider than the line on its own is cut between letters, so nothing is drawn past the margin.
 */
export function wrapLines(
  text: string,
  width: number,
  measureWord: (word: string) => number,
  space: number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line: string[] = [];
    let lineWidth = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = measureWord(word);
      if (line.length && lineWidth + space + wordWidth <= width) {
        line.push(word);
        lineWidth += space + wordWidth;
        continue;
      }
      if (line.length) lines.push(line.join(' '));
      let rest = word;
      while (measureWord(rest) > width && [...rest].length > 1) {
        const letters = [...rest];
        let cut = letters.length - 1;
        while (cut > 1 && measureWord(letters.slice(0, cut).join('')) > width) cut--;
        lines.push(letters.slice(0, cut).join(''));
        rest = letters.slice(cut).join('');
      }
      line = [rest];
      lineWidth = measureWord(rest);
    }
    if (line.length) lines.push(line.join(' '));
  }
  return lines;
}
