/**
 * The keys names are looked up by. A Latin key forgives what parents vary without changing the name
 * (case, spaces, hyphens, apostrophes, accents, doubled consonants, ou/oo/o/u, q/k, ai/ay/ei/ey, a
 * final h); it keeps what tells two names apart (ee and aa mark the long vowel of Kareem, Rasheed,
 * Hassaan). An Arabic key drops the vowel marks and the spellings that vary (hamza seats, ة/ه, ى/ي,
 * spaces: عبدالله = عبد الله).
 */
export function latinKey(name: string): string {
  return lettersOf(name)
    .replace(/oo|ou|o/g, 'u')
    .replace(/q/g, 'k')
    .replace(/(?:ey|ei|ay)(?![aeiu])/g, 'ai')
    .replace(/([^aeiu])\1+/g, '$1')
    .replace(/([aeiu])h$/, '$1');
}

/** The Latin letters of a spelling, lower case, without accents, spaces or signs. */
export function lettersOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

export function arabicKey(name: string): string {
  return name
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, '');
}

const ABD = /^abd(?:ul|el|al|u|e|a)?/;
const ABD_FORMS = ['abdul', 'abdel', 'abdal', 'abdu', 'abde', 'abd'];
const DIN = /(?:ul|el|al|ud|ed|ad|u|e|a)?(?:din|dine|deen|den)$/;
const DIN_FORMS = [
  'uldin',
  'eldin',
  'aldin',
  'udin',
  'edin',
  'adin',
  'edine',
  'din',
  'deen',
  'aldeen',
  'uldeen',
];
const ALLAH = /(?:ul|al|el|u|a|e)?la$/;
const ALLAH_FORMS = ['ula', 'ala', 'ela', 'alla'];

/**
 * Spellings a parent may use that the table does not list, made from one it lists: e and i
 * swapped, a for e (Ahmed, Ahmad), and for compound names the ways of writing عَبْدُ الـ, الدِّين
 * and اللّٰه (Abdulaziz, Abdelaziz; Nureddine, Nour Aldin; Abdallah, Abdellah).
 */
export function latinVariants(key: string, arabic: string): string[] {
  const out = new Set<string>();
  const bases = [key];
  if (arabic.startsWith('عَبْد ') && ABD.test(key))
    for (const f of ABD_FORMS) bases.push(key.replace(ABD, f));
  if (arabic.endsWith(' الدِّين') && DIN.test(key))
    for (const b of [...bases]) for (const f of DIN_FORMS) bases.push(b.replace(DIN, f));
  if (arabic.endsWith(' اللّٰه') && ALLAH.test(key))
    for (const b of [...bases]) for (const f of ALLAH_FORMS) bases.push(b.replace(ALLAH, f));
  for (const b of bases) {
    for (const v of [
      b,
      b.replace(/e/g, 'i'),
      b.replace(/(?<!e)i(?!e)/g, 'e'),
      b.replace(/e/g, 'a'),
      b.replace(/a(?=[^aeiu]*$)/, 'e'),
    ])
      out.add(latinKey(v));
  }
  out.delete(key);
  return [...out];
}
