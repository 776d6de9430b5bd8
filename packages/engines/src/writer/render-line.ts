import type { TimeOfDay } from '../types.ts';
import { completeVowels } from './arabic-text.ts';
import { flagsOf, type LineDef } from './lines.ts';
import type { Random } from './prng.ts';
import { choiceShape, parseTemplate, renderTemplate } from './template.ts';
import { resolveToken, type Stage } from './vocabulary.ts';

export interface Said {
  en: string;
  ar: string;
  dl: string;
}

export interface PageWhen {
  time: TimeOfDay;
  /** The highest line level the age group may hear: 1 for 3-5, 2 for 6-8, 3 for 9-12. */
  level: 1 | 2 | 3;
}

const TIME_LETTER: Record<TimeOfDay, string> = { morning: 'a', afternoon: 'a', sunset: 's', night: 'n' };

/** Whether a line may be told on this page of this story at all (before its tokens are tried). */
export function lineFits(line: LineDef, stage: Stage, when: PageWhen): boolean {
  const f = flagsOf(line);
  if (f.level > when.level) return false;
  if (f.times && !f.times.includes(TIME_LETTER[when.time])) return false;
  const helperStory = stage.friend.inputName === null;
  if (f.helperOnly && !helperStory) return false;
  if (f.castOnly && helperStory) return false;
  if (f.walker && stage.hero.mover !== 'walk') return false;
  if (f.young && !stage.hero.young) return false;
  if (f.person && !stage.hero.human) return false;
  return true;
}

/** Renders the three languages with the same random choices; null when a token has no value here. */
export function renderLine(line: LineDef, stage: Stage, random: Random): Said | null {
  const [enSrc, arSrc, dlSrc] = line;
  const en = parseTemplate(enSrc);
  const choices = choiceShape(en).map((n) => random.int(n));
  const enText = renderTemplate(en, choices, (t) => resolveToken(stage, 'en', t));
  if (enText === null) return null;
  const arText = renderTemplate(parseTemplate(arSrc), choices, (t) => resolveToken(stage, 'ar', t));
  if (arText === null) return null;
  const dlText = renderTemplate(parseTemplate(dlSrc), choices, (t) => resolveToken(stage, 'dl', t));
  if (dlText === null) return null;
  return { en: finishEnglish(enText), ar: completeVowels(finishArabic(arText)), dl: finishArabic(dlText) };
}

export function finishEnglish(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/\b([Aa]) (?=[aeio]|u(?!ni|se|s))/g, '$1n ')
    .replace(/(^|[.!?]\s+["“]?|[.!?]["”]\s+["“]|^["“]|[,:]\s+["“])([a-z])/g, (_, pre: string, ch: string) => pre + ch.toUpperCase())
    .trim();
}

export function finishArabic(text: string): string {
  return (
    text
      // لِ + the article: the alef drops (لِلْخَبّازِ).
      .replace(/لِال/g, 'لِل')
      .replace(/(^|[\s«])لال/g, '$1لل')
      .replace(/\s+/g, ' ')
      .replace(/\s+([،؛؟.!:»])/g, '$1')
      .replace(/«\s+/g, '«')
      .trim()
  );
}
