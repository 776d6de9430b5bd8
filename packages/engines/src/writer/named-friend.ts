import {
  findGivenName,
  findGivenNameByArabic,
  fitsGender,
  type GivenName,
} from '@qamar/shared/names';
import type { WrittenPage } from '../types.ts';
import { arabicName, type ArabicName } from './arabic-name-forms.ts';
import { hasLatin } from './arabic-text.ts';
import type { UnderstoodIdea } from './idea/types.ts';

/**
 * The friend a parent names in the idea ("a fight with her best friend Reem", «زعلت من صاحبتها
 * ريم»). The quarrel's and the moving-away plots speak of "her friend" (صَديقَتُها، خويّتها); the
 * first time, every language says the name too (her friend Reem, صَديقَتُها رِيمُ، خويّتها ريم), and
 * after it the English says "Reem" where it said "her friend" or "the friend"; where one language's
 * text has no such phrase ("صَديقَةُ نورَةَ"), none names her. The plots' friend is
 * of the hero's gender: a name of the other gender, or one the names table does not know, is left
 * unsaid rather than said wrong.
 */
export const NAMED_FRIEND_SITUATIONS: ReadonlySet<string> = new Set([
  'friend-quarrel',
  'friend-moving-away',
]);

export interface NamedFriend {
  en: string;
  ar: ArabicName;
}

/**
 * A name the idea gives someone (a friend, a pet), in English and Arabic, when the names table
 * knows it: as typed in its own script, and the table's spelling in the other, declined for the
 * gender given (a she-cat Mishmish is مِشْمِشَ after إِلى). `strict` asks the name to be one of that
 * gender (a friend's); a pet's name is anyone's. A name the table does not know is not guessed at
 * (a transliteration could be wrong, and nobody confirms it here).
 */
export function ideaName(
  typed: string,
  gender: 'male' | 'female',
  { strict = true }: { strict?: boolean } = {},
): NamedFriend | null {
  const query = { gender };
  const known: GivenName | null = hasLatin(typed)
    ? findGivenName(typed, strict ? query : {})
    : findGivenNameByArabic(typed, strict ? query : {});
  if (!known || (strict && !fitsGender(known, gender))) return null;
  const latin = hasLatin(typed) ? typed.trim() : known.latin[0];
  if (!latin) return null;
  const en = latin.charAt(0).toUpperCase() + latin.slice(1);
  return { en, ar: arabicName(en, known.plain, en, query) };
}

/** The idea's named friend, when the story can say the name in every language. */
export function namedFriend(
  idea: UnderstoodIdea,
  heroMale: boolean,
  castNames: readonly string[],
): NamedFriend | null {
  const typed = idea.people.find((p) => p.role === 'friend' && p.name)?.name?.trim();
  const named = typed ? ideaName(typed, heroMale ? 'male' : 'female') : null;
  if (!named || castNames.some((n) => n.toLowerCase() === named.en.toLowerCase())) return null;
  return named;
}

/** "her friend", "the friend's", "Noura's best friend" (not "a friend", "friends", "friendship"). */
const EN_FRIEND = (hero: string) =>
  new RegExp(
    `\\b(?:(her|his|the|your|${hero.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'s) )(best )?friend(?!s\\b|ship)('s)?\\b`,
    'gi',
  );

/** صَدِيقُهُ، لِصَدِيقَتِهَا، وَصَدِيقَتَهَا: the case is the vowel before the pronoun. */
const AR_FRIEND = /صَدِيق(?:َت)?([\u064F\u0650\u064E])(?:هَا|هُ|هِ)(?=[\s،.؛!؟»:]|$)/;

/** صاحبها، صاحبتها، رفيقتها، خويّها، خويّتها، ربيعتها, with a joined و ل ب. */
const DIALECT_FRIEND =
  /(?<![\u0621-\u064A])[ولب]?(?:صاحب|رفيق|خويّ|ربيع)(?:ت)?(?:ها|ه|و|ا)(?![\u0621-\u064A])/;

const CASE: Record<string, keyof Pick<ArabicName, 'nom' | 'acc' | 'gen'>> = {
  '\u064F': 'nom',
  '\u064E': 'acc',
  '\u0650': 'gen',
};

/** The pages with the idea's friend named: see NamedFriend. */
export function withNamedFriend(
  pages: readonly WrittenPage[],
  friend: NamedFriend,
  hero: string,
): WrittenPage[] {
  let enSaid = false;
  let arSaid = false;
  let dlSaid = false;
  const named = pages.map((page) => {
    const textEn = page.textEn.replace(EN_FRIEND(hero), (whole, who: string, best = '', s = '') => {
      if (enSaid) return `${friend.en}${s}`;
      enSaid = true;
      return `${who} ${best}friend ${friend.en}${s}`;
    });
    const textAr = arSaid
      ? page.textAr
      : page.textAr.replace(AR_FRIEND, (noun: string, vowel: string) => {
          arSaid = true;
          return `${noun} ${friend.ar[CASE[vowel] ?? 'nom']}`;
        });
    const textDialect =
      page.textDialect === undefined || dlSaid
        ? page.textDialect
        : page.textDialect.replace(DIALECT_FRIEND, (noun: string) => {
            dlSaid = true;
            return `${noun} ${friend.ar.plain}`;
          });
    return {
      ...page,
      textEn,
      textAr,
      ...(textDialect === undefined ? {} : { textDialect }),
    };
  });
  // Every language names her, or none does: the languages tell the same story.
  const spoken = pages.some((p) => p.textDialect !== undefined);
  return enSaid && arSaid && (dlSaid || !spoken) ? named : [...pages];
}
