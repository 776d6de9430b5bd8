/**
 * Story descriptions are anonymised before they are saved (docs/product/validation.md, docs/product/stories-and-engines.md): a child's
 * real name never reaches a story, a library or a model. First names (known lists in English and
 * Arabic letters) and capitalised words of 3 to 15 letters that are not common sentence words
 * become neutral phrases: "Layla and Omar" → "two friends", "Layla's" → "the child's",
 * "ليلى وعمر" → "صديقين". The same function runs on the server and, as a preview, in the browser.
 */

import {
  AR_INTRODUCERS,
  AR_PREPOSITIONS,
  AR_TITLES,
  BE_VERBS,
  FAMILY_TITLES,
  RANK_TITLES,
  ROLE_NOUNS,
} from './name-words.ts';
import {
  atSentenceStart,
  bareArabic,
  capitalise,
  classify,
  isAgeWord,
  previousWord,
  stripArabicPrefix,
  tokenise,
  withPrefix,
} from './name-tokens.ts';
import { neutralPhrases, type Phrase } from './neutral-phrases.ts';

export { neutralPhrases };

export interface AnonymiseOptions {
  /** A source of numbers in [0, 1) for choosing phrases; give a seeded one for repeatable output. */
  random?: () => number;
  /** Names left as they are (the story's own characters, in either script): the writer must know who they are. */
  keep?: readonly string[];
}

/**
 * Replaces the names in a story description with neutral phrases. Words that are not names are
 * left exactly as they were, and running it again changes nothing more.
 */
export function anonymiseDescription(text: string, options: AnonymiseOptions = {}): string {
  const random = options.random ?? Math.random;
  const tokens = tokenise(text);
  const kept = new Set(
    (options.keep ?? []).flatMap((name) => [name.trim().toLowerCase(), bareArabic(name.trim())]),
  );
  const hits = tokens.map((token) => {
    const hit = classify(token);
    return hit && kept.has(hit.key) ? null : hit;
  });
  const chosen = { en: new Map<string, number>(), ar: new Map<string, number>() };
  const seenGroups = new Set<string>();

  const pick = (lang: 'en' | 'ar', key: string): { index: number; seen: boolean } => {
    const known = chosen[lang].get(key);
    if (known !== undefined) return { index: known, seen: true };
    const used = new Set(chosen[lang].values());
    const free = neutralPhrases.en.map((_, k) => k).filter((k) => !used.has(k));
    const pool = free.length ? free : neutralPhrases.en.map((_, k) => k);
    const index = pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))]!;
    chosen[lang].set(key, index);
    return { index, seen: false };
  };

  const clear = (from: number, to: number) => {
    for (let k = from; k <= to; k++) tokens[k]!.text = '';
  };

  /** The names joined to the one at i by "and", "&", "و" or commas (the last join an "and"); else just [i]. */
  const groupAt = (i: number): number[] => {
    const first = hits[i]!;
    const members = [i];
    let joinedByAnd = 0;
    for (let k = i + 1; !hits[members[members.length - 1]!]!.possessive;) {
      let sawAnd = false;
      let sawComma = false;
      let j = k;
      for (; j < tokens.length; j++) {
        const t = tokens[j]!;
        const lower = t.text.toLowerCase();
        if (t.kind === 'space' && !t.text.includes('\n')) continue;
        if (t.kind === 'other' && /^[,،]$/.test(t.text) && !sawComma && !sawAnd) sawComma = true;
        else if (
          !sawAnd &&
          (first.lang === 'en' ? lower === 'and' || lower === '&' : t.text === 'و')
        )
          sawAnd = true;
        else break;
      }
      const next = hits[j];
      if (!next || next.lang !== first.lang || tokens[j - 1]?.kind !== 'space') break;
      const and = sawAnd || (next.lang === 'ar' && next.prefix === 'و');
      if (!and && !sawComma) break;
      members.push(j);
      if (and) joinedByAnd = members.length;
      k = j + 1;
    }
    const group = members.slice(0, joinedByAnd);
    if (group.length < 2 || (first.lang === 'ar' && group.every((m) => hits[m]!.wordlike)))
      return [i];
    return group;
  };

  for (let i = 0; i < tokens.length; i++) {
    const hit = hits[i];
    if (!hit || tokens[i]!.text === '') continue;
    if (hit.lang === 'ar' && isAgeWord(tokens, i, hit)) continue;
    const group = groupAt(i);
    const last = group[group.length - 1]!;
    const possessive = hits[last]!.possessive;
    const before = previousWord(tokens, i);
    const beforeText = before >= 0 ? tokens[before]!.text : '';
    const beforeLower = beforeText.toLowerCase();

    // "a cat named Mishmish" → "a cat"; "فتاة اسمها ليلى" → "فتاة".
    const introducedBy =
      hit.lang === 'en'
        ? ['named', 'called'].includes(beforeLower)
        : Boolean(stripArabicPrefix(beforeText, AR_INTRODUCERS));
    if (
      introducedBy &&
      previousWord(tokens, before) >= 0 &&
      !BE_VERBS.has(tokens[previousWord(tokens, before)]!.text.toLowerCase())
    ) {
      clear(before - 1, last);
      if (possessive) tokens[before - 2]!.text += `${possessive}s`;
      i = last;
      continue;
    }

    if (group.length === 1) {
      const capitalTitle = /^[A-Z]/.test(beforeText);
      if (
        hit.lang === 'en' &&
        before >= 0 &&
        (FAMILY_TITLES.has(beforeLower) || (ROLE_NOUNS.has(beforeLower) && !capitalTitle))
      ) {
        // "Teta Salwa's" → "Teta's"; "my friend Layla" → "my friend".
        clear(i - 1, i);
        if (possessive) tokens[before]!.text += `${possessive}s`;
        continue;
      }
      if (hit.lang === 'en' && before >= 0 && capitalTitle && RANK_TITLES[beforeLower]) {
        const phrase = `the ${RANK_TITLES[beforeLower]}${possessive ? `${possessive}s` : ''}`;
        tokens[before]!.text = atSentenceStart(tokens, before) ? capitalise(phrase) : phrase;
        clear(i - 1, i);
        continue;
      }
      if (hit.lang === 'ar' && before >= 0 && stripArabicPrefix(beforeText, AR_TITLES)) {
        clear(i - 1, i);
        continue;
      }
      if (hit.wordlike) continue;
    }

    const start = atSentenceStart(tokens, i);
    let replacement: string;
    if (hit.lang === 'en') {
      if (group.length > 2)
        replacement = possessive
          ? `${neutralPhrases.enGroup}${possessive}s`
          : neutralPhrases.enGroup;
      else if (group.length === 2) {
        const key = group
          .map((m) => hits[m]!.key)
          .sort()
          .join('+');
        const pair =
          seenGroups.has(key) || possessive
            ? neutralPhrases.enPair.definite
            : neutralPhrases.enPair.indefinite;
        seenGroups.add(key);
        replacement = possessive ? `${pair}${possessive}` : pair;
      } else if (possessive) {
        const known = chosen.en.get(hit.key);
        replacement = `${known === undefined ? neutralPhrases.enPossessive : neutralPhrases.en[known]!.definite}${possessive}s`;
      } else {
        const { index, seen } = pick('en', hit.key);
        const phrase: Phrase = neutralPhrases.en[index]!;
        replacement = seen ? phrase.definite : phrase.indefinite;
      }
      if (start) replacement = capitalise(replacement);
    } else if (group.length > 2) {
      replacement = withPrefix(hit.prefix, neutralPhrases.arGroup);
    } else if (group.length === 2) {
      const key = group
        .map((m) => hits[m]!.key)
        .sort()
        .join('+');
      const forms = group.every((m) => hits[m]!.female)
        ? neutralPhrases.arPair.female
        : neutralPhrases.arPair.male;
      const genitive =
        /[بل]/.test(hit.prefix) ||
        (before >= 0 && AR_PREPOSITIONS.has(bareArabic(beforeText))) ||
        !start;
      const form = forms[genitive ? 1 : 0];
      replacement = withPrefix(hit.prefix, seenGroups.has(key) ? `ال${form}` : form);
      seenGroups.add(key);
    } else {
      const { index, seen } = pick('ar', hit.key);
      const phrase: Phrase = neutralPhrases.ar[hit.female ? 'female' : 'male'][index]!;
      replacement = withPrefix(hit.prefix, seen ? phrase.definite : phrase.indefinite);
    }
    tokens[i]!.text = replacement;
    if (last > i) clear(i + 1, last);
    i = last;
  }
  return tokens.map((t) => t.text).join('');
}
