import type { Gender } from '../schemas/catalogue.ts';

/**
 * The grammatical gender of a place, read from its Arabic name, so that a sentence about it agrees
 * («حديقة سطح جدتي جاهزة»، «السوق القديم جاهز»). The head noun is the first word:
 * - ending in ة (حديقة، غابة) it is feminine;
 * - on the pattern فَعْلاء (صحراء، بيداء) it is feminine; a shorter word in ـاء is not (فناء، ماء);
 * - a few common nouns are feminine without a mark (دار، أرض، شمس، بئر...);
 * - a definite noun followed by a definite adjective in ة shows its gender through it
 *   (الحدائق المعلقة، الشعاب المرجانية: plurals of things agree in the feminine);
 * - anything else is masculine, as is a place with no Arabic name (it stands for مكان).
 */
const FEMININE_NOUNS = new Set(['دار', 'ارض', 'شمس', 'بئر', 'سماء', 'نار', 'ريح', 'عين', 'بيداء']);
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g;

function bare(word: string): string {
  return word.replace(MARKS, '').replace(/[أإآ]/g, 'ا');
}

function withoutArticle(word: string): string {
  return word.length > 3 && word.startsWith('ال') ? word.slice(2) : word;
}

export function arabicPlaceGender(nameAr: string | null | undefined): Gender {
  const words = bare(nameAr ?? '')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const [first, second] = words;
  if (!first) return 'male';
  const noun = withoutArticle(first);
  if (noun.endsWith('ة')) return 'female';
  if (noun.length === 5 && noun.endsWith('اء') && !/[اوي]/.test(noun[1] ?? '')) return 'female';
  if (FEMININE_NOUNS.has(noun)) return 'female';
  if (second && first.startsWith('ال') && second.startsWith('ال') && second.endsWith('ة'))
    return 'female';
  return 'male';
}
