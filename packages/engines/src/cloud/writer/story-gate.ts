import { spokenDialectOf } from '@qamar/shared';
import type { WriterInput, WrittenPage, WrittenStory } from '../../types.ts';
import { stripTashkeel } from '../../writer/arabic-text.ts';
import { findParentPhrases } from '../../writer/idea/parent-voice.ts';
import type { UnderstoodIdea, Words } from '../../writer/idea/types.ts';
import { findCheer } from '../../writer/plots/cheer.ts';
import { checkStory } from '../../writer/quality/check-story.ts';
import { InvalidEngineOutputError } from '../invalid-engine-output-error.ts';
import { dialectWord } from './idea-facts.ts';

/** A run of this many of the parent's words, in order, is a quotation (a shorter idea counts whole). */
const QUOTED_RUN = 6;
/** An idea shorter than this can be said in a story without being quoted ("a camel"). */
const SHORTEST_QUOTE = 4;
/** Problems listed in the refusal, at most: the report stays readable. */
const LISTED = 12;

/** Words without marks, one alef, ه for ة and ي for ى, lower case: how two texts are compared. */
function tokens(text: string): string[] {
  return stripTashkeel(text)
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The forms a word may be found under: with a joined و or ف, بِـ، لِـ، كَـ or the article taken off. */
function forms(word: string): string[] {
  const out = new Set([word]);
  const bare = word.replace(/^[وف](?=..)/, '');
  out.add(bare);
  const preposition = /^لل/.test(bare) ? `ال${bare.slice(2)}` : bare.replace(/^[بلك](?=..)/, '');
  for (const w of [bare, preposition]) {
    out.add(w);
    out.add(w.replace(/^ال(?=..)/, ''));
  }
  return [...out];
}

/**
 * Whether a text says a phrase of the idea library: its words in order, each as a word's start
 * ("remember" in "remembered", «وَداعٌ مُحِبٌّ» in «وَداعًا مُحِبًّا»), with the joined prefixes a
 * sentence gives it in Arabic.
 */
export function saysPhrase(text: string, phrase: string): boolean {
  const words = tokens(text);
  const wanted = tokens(phrase).map((w) => w.replace(/^ال(?=..)/, ''));
  if (wanted.length === 0) return false;
  return words.some((_, i) =>
    wanted.every(
      (w, k) =>
        words[i + k] !== undefined && forms(words[i + k] as string).some((f) => f.startsWith(w)),
    ),
  );
}

/** Whether a text repeats the parent's idea: the whole of a short one, or a run of its words. */
export function quotesIdea(text: string, idea: string): boolean {
  const said = tokens(idea);
  if (said.length < SHORTEST_QUOTE) return false;
  const run = Math.min(QUOTED_RUN, said.length);
  const haystack = ` ${tokens(text).join(' ')} `;
  for (let i = 0; i + run <= said.length; i++)
    if (haystack.includes(` ${said.slice(i, i + run).join(' ')} `)) return true;
  return false;
}

/**
 * Why a cloud story cannot be given to a parent, by the embedded writer's own measures: the Arabic
 * gate (checkStory), the parent's voice or words in any text, cheering in a sensitive story, and
 * the recognised situation's key words on fewer than two pages of a language. Empty when it can.
 */
export function storyProblems(
  story: WrittenStory,
  input: WriterInput,
  idea: UnderstoodIdea,
): string[] {
  const problems = checkStory(story, input).map(
    (f) => `${f.where}: ${f.rule} «${f.excerpt}» (${f.hint})`,
  );
  const dialect = spokenDialectOf(input.dialect);
  const texts: Array<[string, string]> = [
    ['English title', story.titleEn],
    ['Arabic title', story.titleAr],
    ...(dialect ? ([['dialect title', story.titleDialect ?? '']] as Array<[string, string]>) : []),
    ['English moral', story.moralEn],
    ['Arabic moral', story.moralAr],
    ...story.pages.flatMap((page, i): Array<[string, string]> => [
      [`page ${i + 1} English`, page.textEn],
      [`page ${i + 1} Arabic`, page.textAr],
      ...(dialect
        ? ([[`page ${i + 1} dialect`, page.textDialect ?? '']] as Array<[string, string]>)
        : []),
    ]),
  ];
  const description = input.description?.trim() ?? '';
  for (const [where, text] of texts) {
    const parent = findParentPhrases(text);
    if (parent.length > 0) problems.push(`${where} speaks as the parent (${parent.join(', ')})`);
    if (description && quotesIdea(text, description))
      problems.push(`${where} quotes the parent's idea`);
    if (idea.sensitive) {
      const cheer = findCheer(text);
      if (cheer.length > 0)
        problems.push(`${where} cheers in a sensitive story (${cheer.join(', ')})`);
    }
  }
  const entry = idea.entry;
  if (entry) {
    const languages: Array<
      [string, (words: Words) => string | undefined, (page: WrittenPage) => string]
    > = [
      ['English', (w) => w.en, (p) => p.textEn],
      ['Arabic', (w) => w.ar, (p) => p.textAr],
    ];
    if (dialect)
      languages.push(['dialect', (w) => dialectWord(w, dialect), (p) => p.textDialect ?? '']);
    for (const [language, word, textOf] of languages) {
      const phrases = entry.concept.map(word).filter((w): w is string => Boolean(w));
      if (phrases.length === 0) continue;
      const pages = story.pages.filter((page) =>
        phrases.some((phrase) => saysPhrase(textOf(page), phrase)),
      ).length;
      if (pages < 2)
        problems.push(
          `the ${language} text says the key words of "${entry.name.en}" (${phrases.join(' / ')}) on ${pages} page${pages === 1 ? '' : 's'}, not two`,
        );
    }
  }
  return problems;
}

/** The story as it is, or a refusal listing its problems (retryable: the next answer may pass). */
export function gateStory(
  story: WrittenStory,
  input: WriterInput,
  idea: UnderstoodIdea,
): WrittenStory {
  const problems = storyProblems(story, input, idea);
  if (problems.length === 0) return story;
  const more = problems.length > LISTED ? `; and ${problems.length - LISTED} more` : '';
  throw new InvalidEngineOutputError(
    `The story was refused by the quality gate: ${problems.slice(0, LISTED).join('; ')}${more}`,
  );
}
