/**
 * Turns the synthesiser's word marks into timings the reader can rely on: one per word, whole
 * milliseconds, strictly increasing, inside the audio.
 */

/** A mark this close after the previous one is not the start of a word that is really heard. */
const shortestWordMs = 30;

/**
 * A mark can be missing (eSpeak drops marks on text it does not speak) or land on the previous
 * one (eSpeak joins small words such as "of her" into one group and emits both marks at its
 * start); such words are spread evenly between their neighbours.
 */
export function completeWordStarts(
  marks: ReadonlyArray<number | undefined>,
  durationMs: number,
): number[] {
  const count = marks.length;
  const known: Array<number | undefined> = [];
  let previous = -Infinity;
  for (let index = 0; index < count; index++) {
    const mark = marks[index];
    const usable = mark !== undefined && mark >= previous + shortestWordMs && mark < durationMs;
    known.push(usable ? mark : undefined);
    if (usable) previous = mark;
  }

  const starts: number[] = [];
  for (let index = 0; index < count; index++) {
    const mark = known[index];
    if (mark !== undefined) {
      starts.push(mark);
      continue;
    }
    // Between the last start and the next usable mark (or the end of the audio).
    let next = index + 1;
    while (next < count && known[next] === undefined) next++;
    const before = index > 0 ? (starts[index - 1] as number) : 0;
    const after = next < count ? (known[next] as number) : durationMs;
    starts.push(before + (after - before) / (next - index + 1));
  }

  const rounded = starts.map((start) => Math.max(0, Math.round(start)));
  for (let index = 1; index < count; index++) {
    rounded[index] = Math.max(rounded[index] as number, (rounded[index - 1] as number) + 1);
  }
  // Pushed past the end by the pass above (only with words crowded at the very end): pull back.
  let limit = Math.ceil(durationMs) - 1;
  for (let index = count - 1; index >= 0 && (rounded[index] as number) > limit; index--) {
    rounded[index] = limit;
    limit -= 1;
  }
  return rounded;
}
