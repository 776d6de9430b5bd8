import { completeVowels } from '../arabic-text.ts';
import type { Words } from './types.ts';

/**
 * Words in every language, written once: English, Fusha, then the dialects where they differ
 * (Egyptian, Levantine, Saudi, Emirati). A dialect left out says it as the one before it does:
 * Egyptian and Levantine as Fusha, Saudi as Fusha, Emirati as Saudi. Fusha is written in the lines'
 * lighter convention and completed (طَبيبٌ → طَبِيبٌ), so it is fully vowelled like the story around it.
 */
export function words(
  en: string,
  ar: string,
  egyptian?: string,
  lebanese?: string,
  gulfSaudi?: string,
  gulfUae?: string,
): Words {
  const plain = stripMarks(ar);
  const saudi = gulfSaudi ?? plain;
  return {
    en,
    ar: completeVowels(ar),
    egyptian: egyptian ?? plain,
    lebanese: lebanese ?? plain,
    gulf_saudi: saudi,
    gulf_uae: gulfUae ?? saudi,
  };
}

/** Dialect texts are written without the short-vowel marks (shadda kept), as the writer's dialect lines are. */
function stripMarks(text: string): string {
  return text.replace(/[\u064B-\u0650\u0652\u0653]/g, '');
}
