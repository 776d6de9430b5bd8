import type { TimeOfDay } from '../types.ts';
import { completeVowels, joinAlifMaqsura } from './arabic-text.ts';
import {
  inEmiratiWords,
  inLebaneseWords,
  inNajdiWords,
  narratorsGrandparents,
  withEmiratiYa,
} from './dialect-finish.ts';
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

const TIME_LETTER: Record<TimeOfDay, string> = {
  morning: 'a',
  afternoon: 'a',
  sunset: 's',
  night: 'n',
};

/** Whether a line may be told on this page of this story at all (before its tokens are tried). */
export function lineFits(line: LineDef, stage: Stage, when: PageWhen): boolean {
  const f = flagsOf(line);
  if (f.level > when.level || (f.youngestOnly && when.level > 1)) return false;
  if (f.underNine && when.level === 3) return false;
  if (f.times && !f.times.includes(TIME_LETTER[when.time])) return false;
  const helperStory = stage.friend.inputName === null;
  if (f.helperOnly && !helperStory) return false;
  if (f.castOnly && helperStory) return false;
  if (f.walker && stage.hero.mover !== 'walk') return false;
  if (f.young && !stage.hero.young) return false;
  if (f.friendYoung && !stage.friend.young) return false;
  if (f.friendNotBaby && stage.friend.baby) return false;
  if (f.friendBaby && !stage.friend.baby) return false;
  if (f.friendApart && (stage.friend.family || stage.friend.baby)) return false;
  if (f.friendFamily && !stage.friend.family) return false;
  if (f.notAtHome && stage.place.enIn === 'at home') return false;
  if (f.person && !stage.hero.human) return false;
  return true;
}

/** Renders the three languages with the same random choices; null when a token has no value here. */
export function renderLine(line: LineDef, stage: Stage, random: Random): Said | null {
  return renderLineWith(
    line,
    stage,
    choiceShape(parseTemplate(line[0])).map((n) => random.int(n)),
  );
}

/** Renders the three languages with the given choice of every `[a|b]` group, in order. */
export function renderLineWith(
  line: LineDef,
  stage: Stage,
  choices: readonly number[],
): Said | null {
  const [enSrc, arSrc, dlSrc] = line;
  const enText = renderTemplate(parseTemplate(enSrc), choices, (t) => resolveToken(stage, 'en', t));
  if (enText === null) return null;
  const arText = renderTemplate(parseTemplate(arSrc), choices, (t) => resolveToken(stage, 'ar', t));
  if (arText === null) return null;
  const dlText = renderTemplate(parseTemplate(dlSrc), choices, (t) => resolveToken(stage, 'dl', t));
  if (dlText === null) return null;
  return {
    en: finishEnglish(enText),
    ar: completeVowels(finishArabic(arText)),
    dl: finishDialect(finishArabic(dlText), stage),
  };
}

/** Every combination of a line's choices: the cartesian product of its `[a|b]` groups. */
export function allChoices(line: LineDef): number[][] {
  let combos: number[][] = [[]];
  for (const n of choiceShape(parseTemplate(line[0])))
    combos = combos.flatMap((c) => Array.from({ length: n }, (_, k) => [...c, k]));
  return combos;
}

export function finishEnglish(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.!?;:])/g, '$1')
      .replace(/\b([Aa]) (?=[aeio]|u(?!ni|se|s))/g, '$1n ')
      .replace(
        /(^|[.!?]\s+["“]?|[.!?]["”]\s+["“]|^["“]|[,:]\s+["“])([a-z])/g,
        (_, pre: string, ch: string) => pre + ch.toUpperCase(),
      )
      // A quote carried on after its speech tag ("Come," she said, "and see.") goes on in lower case.
      .replace(
        /(,["”]\s+(?:[\w'’]+\s+){1,3}[\w'’]+,\s+["“])([A-Z])(?=[a-z])/g,
        (_, pre: string, ch: string) => pre + ch.toLowerCase(),
      )
      .trim()
  );
}

export function finishArabic(text: string): string {
  // A stem that ends in ى and the suffix a token joined to it: لقاها، استنّت.
  return (
    joinAlifMaqsura(text)
      // لِ + the article: the alef drops (لِلْخَبّازِ).
      .replace(/لِال/g, 'لِل')
      .replace(/(^|[\s«])لال/g, '$1لل')
      // A sukun on the feminine ت before hamzat al-wasl becomes a kasra (بَدَأَتِ الصَّغيرَةُ).
      .replace(/تْ(\s+)(?=ال)/g, 'تِ$1')
      .replace(/\s+/g, ' ')
      .replace(/\s+([،؛؟.!:»])/g, '$1')
      .replace(/«\s+/g, '«')
      .trim()
  );
}

/**
 * Beirut says زغير where a shared line says صغيّر. The Gulf narrator speaks of the hero's grandparents (جدّته، يدّتها); the lines written once for
 * the whole Gulf take each variety's own words (Najdi ليه، حنّا; Emirati شلون، شرات، يلس); and
 * Emirati says ي for the ج of the other dialects (يدّة، ريّال، ييب) in every line, not only in
 * those written with an Emirati word of their own.
 */
function finishDialect(text: string, stage: Stage): string {
  if (stage.dialect === 'lebanese') return inLebaneseWords(text);
  if (stage.dialect === 'gulf_saudi')
    return inNajdiWords(narratorsGrandparents(text, stage.hero.male));
  if (stage.dialect === 'gulf_uae')
    return withEmiratiYa(inEmiratiWords(narratorsGrandparents(text, stage.hero.male)));
  return text;
}
