import bidiModule from 'bidi-js';

// bidi-js is CommonJS whose `module.exports` is the factory; its types declare an ES default export.
const bidi = (bidiModule as unknown as typeof bidiModule.default)();

/** Text fontkit lays out right to left (it reverses such a run itself): it picks the first letter's script. */
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

const reverse = (text: string) => [...text].reverse().join('');

/**
 * One wrapped line of text as runs in visual order, left to right, ready to be drawn one after the
 * other with pdfkit's `features: []` (which hands each whole run to fontkit to shape).
 *
 * pdfkit lays words out left to right, so the line is reordered here by the Unicode bidi algorithm
 * (levels, then rule L2 over runs, brackets mirrored on odd levels). fontkit then shapes an Arabic
 * run and reverses it into visual order on its own; runs it would leave alone (neutral marks on an
 * odd level) or reverse wrongly (Arabic-Indic digits on an even level) are flipped here first.
 */
export function visualRuns(line: string, direction: 'rtl' | 'ltr'): string[] {
  if (!line) return [];
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const { levels } = embedding;
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  const runs: Array<{ text: string; level: number }> = [];
  for (let index = 0; index < line.length; index++) {
    const char = mirrored.get(index) ?? line[index]!;
    const level = levels[index]!;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += char;
    else runs.push({ text: char, level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 ? run.level : run.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if (runs[start]!.level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map(({ text, level }) => {
    const fontkitReverses = ARABIC_SCRIPT.test(text);
    const rightToLeft = level % 2 === 1;
    return rightToLeft === fontkitReverses ? text : reverse(text);
  });
}
