import { spokenDialects } from '@qamar/shared';
import { describe, expect, it } from 'vitest';
import { countVowelling, hasLatin } from '../arabic-text.ts';
import { foreignDialectWords } from '../dialect-lexicon.ts';
import { themeKeys } from '../theme-pack.ts';
import { parseCue } from './cues.ts';
import { feelingEntries, objectEntries } from './objects.ts';
import { peopleEntries, petEntries } from './people.ts';
import { namedPlaces, placeKinds } from './places.ts';
import { situations } from './situations.ts';
import type { Words } from './types.ts';

const DIALECTS = spokenDialects;

/** Every word set of the library, named for the failure message. */
function allWords(): Array<[string, Words]> {
  return [
    ...situations.flatMap((s): Array<[string, Words]> => [
      [s.key, s.name],
      ...s.concept.map((c, i): [string, Words] => [`${s.key} concept ${i}`, c]),
    ]),
    ...peopleEntries.map((e): [string, Words] => [e.role, e.words]),
    ...petEntries.map((e): [string, Words] => [e.species, e.words]),
    ...[...namedPlaces, ...placeKinds].map((e): [string, Words] => [e.key ?? e.kind, e.words]),
    ...objectEntries.map((e): [string, Words] => [e.key, e.words]),
    ...feelingEntries.map((e): [string, Words] => [e.key, e.words]),
  ];
}

describe('the situation library', () => {
  it('holds at least 40 situations with distinct keys, each with cues in English and in Arabic', () => {
    expect(situations.length).toBeGreaterThanOrEqual(40);
    expect(new Set(situations.map((s) => s.key)).size).toBe(situations.length);
    for (const s of situations) {
      expect(s.en.length, s.key).toBeGreaterThan(0);
      expect(s.ar.length, s.key).toBeGreaterThan(0);
      expect(themeKeys).toContain(s.theme);
      for (const cue of [...s.en, ...s.ar])
        expect(parseCue(cue).phrases.length, `${s.key}: ${cue}`).toBeGreaterThan(0);
    }
  });

  it('gives each situation at least two concept words, so a story can say it on two pages in every language', () => {
    for (const s of situations) expect(s.concept.length, s.key).toBeGreaterThanOrEqual(2);
  });

  it('marks loss, illness and family change as sensitive and tells grief gently', () => {
    const sensitive = situations.filter((s) => s.sensitive).map((s) => s.key);
    expect(sensitive).toEqual(
      expect.arrayContaining([
        'pet-death',
        'grandparent-death',
        'sick-grandparent',
        'child-illness',
        'family-change',
      ]),
    );
    for (const key of ['pet-death', 'grandparent-death'])
      expect(situations.find((s) => s.key === key)?.tone).toBe('gentle-grief');
    for (const s of situations.filter((x) => x.sensitive))
      expect(['gentle-grief', 'gentle', 'reassuring', 'calm']).toContain(s.tone);
  });

  it('writes every name in English, fully vowelled Fusha and each dialect in its own words', () => {
    const faults: string[] = [];
    for (const [where, w] of allWords()) {
      if (!w.en || hasLatin(w.ar)) faults.push(`${where}: ${w.en} / ${w.ar}`);
      if (countVowelling(w.ar).ratio < 1) faults.push(`${where}: not fully vowelled ${w.ar}`);
      for (const d of DIALECTS) {
        if (!w[d] || hasLatin(w[d])) faults.push(`${where} ${d}: empty or Latin`);
        const foreign = foreignDialectWords(w[d], d);
        if (foreign.length > 0) faults.push(`${where} ${d} uses ${foreign.join(', ')}: ${w[d]}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('refuses a cue naming a word class it does not have', () => {
    expect(() => parseCue('@nosuchclass & dark')).toThrow(/Unknown word class/);
  });
});
