import { stripTashkeel } from '../arabic-text.ts';
import type { Finding, FushaContext, Person } from './fusha-checks.ts';
import { normalizeMarks, wordsOf, bare, type Word } from './marked-words.ts';

// The gender of the one spoken to

type Addressee = 'm' | 'f' | 'p';
/** Someone is addressed, but the checker cannot tell whom (يا بَلَدي، لِلشَّجَرَةِ). */
type Unknown = '?';

/** Second-person forms that say who is addressed (matched on whole words, marks normalised). */
const SECOND_PERSON_LIST: ReadonlyArray<{ form: string; who: Addressee }> = [
  ...['تُصْبِحُ', 'أَنْتَ', 'كُنْتَ', 'عَلَيْكَ', 'إِلَيْكَ', 'لَدَيْكَ', 'لَكَ', 'مَعَكَ', 'بِكَ', 'مِنْكَ', 'عَنْكَ', 'فِيكَ'].map(
    (form) => ({ form, who: 'm' as const }),
  ),
  ...['تُصْبِحِينَ', 'أَنْتِ', 'كُنْتِ', 'عَلَيْكِ', 'إِلَيْكِ', 'لَدَيْكِ', 'لَكِ', 'مَعَكِ', 'بِكِ', 'مِنْكِ', 'عَنْكِ', 'فِيكِ'].map(
    (form) => ({ form, who: 'f' as const }),
  ),
].map(({ form, who }) => ({ form: normalizeMarks(form), who }));
const SECOND_PERSON = new Map(SECOND_PERSON_LIST.map((s) => [s.form, s.who]));

const GOODNIGHT = new Set(['تُصْبِحُ', 'تُصْبِحِينَ', 'تُصْبِحُونَ', 'تُصْبِحَانِ'].map(normalizeMarks));

function vocativeGender(segment: Word[], people: readonly Person[]): Addressee | Unknown | null {
  for (let i = 0; i < segment.length; i++) {
    const w = bare(segment[i]?.text ?? '');
    const p = stripTashkeel(w);
    if (p === 'أيها') return 'm';
    if (p === 'أيتها') return 'f';
    if (p !== 'يا') continue;
    const next = stripTashkeel(bare(segment[i + 1]?.text ?? ''));
    if (!next) continue;
    if (/^(أهل|أصدقائي|أحبائي|أولاد|رفاق)/.test(next)) return 'p';
    const person = people.find((x) => {
      const n = stripTashkeel(x.name).split(' ');
      return n[0] === next || n[n.length - 1] === next;
    });
    if (person) return person.male ? 'm' : 'f';
    if (/(?:تي|ة|تاه)$/.test(next)) return 'f';
    if (/^(عمي|جدي|أبي|بني|صديقي|صغيري|حبيبي)$/.test(next)) return 'm';
    return '?';
  }
  return null;
}

/**
 * Whom the words before a quotation say it is spoken to: «لَهُ» a boy, «لَها» a girl, «لَهُمْ»
 * many, «لِلشَّجَرَةِ» or «لِكُلِّ …» someone else than the hero; null when they do not say.
 */
function spokenTo(before: string): Addressee | Unknown | null {
  const last = before
    .trim()
    .split(/\s+/)
    .slice(-3)
    .map((w) => stripTashkeel(bare(w)));
  for (const w of last.reverse()) {
    if (w === 'له') return 'm';
    if (w === 'لها') return 'f';
    if (/^(لهم|لهما|لهن)$/.test(w)) return 'p';
    if (/^ل[^ا]/.test(w) && w.length > 3) return '?';
  }
  return null;
}

const formOf = (w: Word): string => w.core.replace(/^[وف]َ(?=.)/, '');

const TUSBIHU = normalizeMarks('تُصْبِحُ');

/**
 * The second-person form a word is, if any. تُصْبِحُ is also "she becomes" (تُصْبِحُ السَّماءُ
 * مُظْلِمَةً): it is a goodnight said to a boy only in تُصْبِحُ عَلَى خَيْرٍ.
 */
function secondPerson(
  words: readonly Word[],
  i: number,
): { form: string; hit: Addressee | undefined; goodnight: boolean } | null {
  const w = words[i] as Word;
  const form = formOf(w);
  if (form === TUSBIHU && !/^على/.test(words[i + 1]?.plain ?? '')) return null;
  const hit = SECOND_PERSON.get(form);
  const goodnight = GOODNIGHT.has(form);
  return hit || goodnight ? { form, hit, goodnight } : null;
}

export function addresseeGender(text: string, words: Word[], context: FushaContext): Finding[] {
  const out: Finding[] = [];
  // Most sentences speak to nobody: look closer only when a second-person form is there.
  if (!words.some((_, i) => secondPerson(words, i) !== null)) return out;
  // A quotation, a sentence or a clause after a colon is one act of speech.
  const segments = text.split(/\s*[.!؟?:«»\n][\s.!؟?:«»]*/);
  segments.forEach((seg, i) => {
    const words = wordsOf(seg);
    const voc = vocativeGender(words, context.people ?? []) ?? spokenTo(segments[i - 1] ?? '');
    for (let k = 0; k < words.length; k++) {
      const second = secondPerson(words, k);
      if (!second) continue;
      const { form, hit } = second;
      const addressee = voc ?? (second.goodnight ? (context.addressee ?? null) : null);
      if (!addressee || addressee === '?') continue;
      if (hit && hit !== addressee && addressee !== 'p') {
        out.push({
          rule: 'addressee-gender',
          excerpt: seg.trim(),
          hint: `${form} is said to ${hit === 'm' ? 'a boy' : 'a girl'}, but the one spoken to is ${addressee === 'm' ? 'a boy' : 'a girl'}`,
        });
      } else if (addressee === 'p' && GOODNIGHT.has(form) && form !== normalizeMarks('تُصْبِحُونَ')) {
        out.push({ rule: 'addressee-gender', excerpt: seg.trim(), hint: 'تُصْبِحُونَ عَلَى خَيْرٍ to many' });
      }
    }
  });
  return out;
}
