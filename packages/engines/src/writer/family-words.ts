import { mapStoryTexts } from '../story-texts.ts';
import type { FamilyWords, WrittenStory } from '../types.ts';

const MARK = '[\\u064B-\\u0652\\u0670]*';
/** A word's start: the text's start or a non-letter, then the clitics kept as they are (wa-, fa-, bi-, li-, ka-). */
const START = `((?:^|[^\\p{L}\\u064B-\\u0652])(?:[وفبلك]${MARK})?)`;
const ARTICLE = `(?:ا?${MARK}ل${MARK})?`;
/** The endings after the word (her, his, my, your, their...), each letter with its marks (جَدَّتِهَا). */
const SUFFIXES = ['هما', 'هم', 'ها', 'ه', 'ي', 'كم', 'ك', 'نا', 'و'].map((suffix) =>
  [...suffix].join(MARK),
);
const END = `${MARK}(?:${SUFFIXES.join('|')})?${MARK}(?=$|[^\\p{L}\\u064B-\\u0652])`;
/** The grandmother in Fusha and the dialects (جَدَّتُها، الجدّة، يدّتك، تيتة، تيتا): a shadda on the dal, never وَجَدَتْ. */
const GRANDMA_AR = new RegExp(
  `${START}(?:${ARTICLE}[جي]${MARK}د(?:ّ${MARK}|${MARK}ّ)${MARK}[ةت]|تيت[ةا])${END}`,
  'gu',
);
/** The grandfather (جَدُّهُ، الجدّ، جدّو، يدّك): the same, without the ta, and never جِدًّا ("very"). */
const GRANDPA_AR = new RegExp(
  `${START}(?:${ARTICLE}[جي]َ?${MARK}د(?:ّ[ُِ]?|[ُِ]ّ)(?![ةتا\\u064B])${MARK})${END}`,
  'gu',
);
const GRANDMA_EN = /\b(?:Grandma|grandma|Granny|granny|Grandmother|grandmother|Nana)\b/g;
const GRANDPA_EN = /\b(?:Grandpa|grandpa|Grandfather|grandfather)\b/g;

function replaceIn(text: string, words: FamilyWords): string {
  let out = text;
  if (words.grandma)
    out = out
      .replace(GRANDMA_EN, words.grandma.en)
      .replace(GRANDMA_AR, (_m, start: string) => `${start}${words.grandma!.ar}`);
  if (words.grandpa)
    out = out
      .replace(GRANDPA_EN, words.grandpa.en)
      .replace(GRANDPA_AR, (_m, start: string) => `${start}${words.grandpa!.ar}`);
  return out;
}

/**
 * What the child calls their grandparents, in every language: the story's Grandma and Grandpa (جَدَّتُها،
 * الجدّة، تيتا) become the family's own word (Teta / تيتة), said as a name.
 */
export function withFamilyWords(story: WrittenStory, words: FamilyWords | undefined): WrittenStory {
  if (!words || (!words.grandma && !words.grandpa)) return story;
  return mapStoryTexts(story, (text) => replaceIn(text, words));
}
