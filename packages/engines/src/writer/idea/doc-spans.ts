import { findPhrase, parseCue, type Cue, type Doc } from './cues.ts';
import { normaliseArabic } from './normalise.ts';

/** A list of entries with their cues parsed once. */
export const compile = <T extends { cues: readonly string[] }>(list: readonly T[]) =>
  list.map((e) => ({ e, cues: e.cues.map(parseCue) }));

/** The words as typed, case kept, split where tokenise splits them (names are read from these). */
export function rawTokens(text: string): string[] {
  return normaliseArabic(text.replace(/[’‘`]/g, "'"))
    .split(/[^A-Za-z0-9'\u0621-\u064A\u0660-\u0669]+/)
    .map((t) => t.replace(/^'+|'+$/g, ''))
    .filter((t) => t.length > 0);
}

/** Every match of a cue's first phrase, as [start, end] spans not overlapping words already read. */
export function spans(doc: Doc, cue: Cue, used: ReadonlySet<number>): Array<[number, number]> {
  if (!cue.phrases.every((p) => findPhrase(doc, p) !== null)) return [];
  const out: Array<[number, number]> = [];
  const phrase = cue.phrases[0] as string[];
  for (let from = 0; from < doc.tokens.length;) {
    const hit = findPhrase(doc, phrase, from);
    if (!hit) break;
    let free = true;
    for (let i = hit[0]; i <= hit[1]; i++) if (used.has(i)) free = false;
    if (free) out.push(hit);
    from = hit[0] + 1;
  }
  return out;
}

export function mark(used: Set<number>, [a, b]: [number, number]): void {
  for (let i = a; i <= b; i++) used.add(i);
}
