import { describe, expect, it } from 'vitest';
import {
  declensionFor,
  givenNames,
  nameRegionOfDialect,
  type GivenName,
} from '@qamar/shared/names';
import type { StoryCharacterInput, WriterInput } from '../types.ts';
import { arabicName } from './arabic-name-forms.ts';
import { countVowelling, stripTashkeel } from './arabic-text.ts';
import { actorFromCharacter } from './cast.ts';
import { sampleInputs } from './sample-inputs.ts';
import { writeStory } from './write-story.ts';

const FATHA = '\u064E';
const DAMMA = '\u064F';
const KASRA = '\u0650';
const TANWEEN = /[\u064B-\u064D]/;
const SHADDA = '\u0651';

function gendersOf(name: GivenName): Array<'male' | 'female'> {
  return name.gender === 'both' ? ['male', 'female'] : name.gender === 'm' ? ['male'] : ['female'];
}

/** The last vowel mark of a word (after any shadda). */
function ending(word: string): string {
  const marks = word.replace(/\u064Bا$/, '\u064B').match(/[\u064B-\u0650\u0652]+$/)?.[0] ?? '';
  return marks.replace(SHADDA, '').at(-1) ?? '';
}

describe('names from the given-names table in the writer', () => {
  it('writes every name of the table from every spelling it lists, vowelled in every case', () => {
    const wrong: string[] = [];
    for (const name of givenNames) {
      for (const gender of gendersOf(name)) {
        for (const spelling of name.latin) {
          const ar = arabicName(spelling, undefined, '', { gender });
          if (ar.source !== 'table') wrong.push(`${spelling}: ${ar.source}`);
        }
        const ar = arabicName(name.latin[0] as string, undefined, '', {
          gender,
          region: name.regions[0],
        });
        if (stripTashkeel(ar.nom).replace(/\u0651/g, '') !== name.plain.replace(/\u0651/g, ''))
          wrong.push(`${name.latin[0]}: ${ar.nom} for ${name.ar}`);
        for (const form of [ar.nom, ar.acc, ar.gen, ar.voc])
          if (countVowelling(form).ratio !== 1) wrong.push(`${form}: not fully vowelled`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('declines each name as the table says: diptotes without tanween and with fatha in the genitive', () => {
    for (const name of givenNames) {
      for (const gender of gendersOf(name)) {
        const ar = arabicName(name.latin[0] as string, undefined, '', {
          gender,
          region: name.regions[0],
        });
        const decl = declensionFor(name, gender);
        const label = `${name.ar} (${gender}, ${decl})`;
        if (decl === 'diptote') {
          expect([ending(ar.nom), ending(ar.acc), ending(ar.gen)], label).toEqual([
            DAMMA,
            FATHA,
            FATHA,
          ]);
          expect(TANWEEN.test(ar.nom + ar.acc + ar.gen), label).toBe(false);
        } else if (decl === 'triptote') {
          expect([ending(ar.nom), ending(ar.acc), ending(ar.gen)], label).toEqual([
            '\u064C',
            '\u064B',
            '\u064D',
          ]);
        } else if (decl === 'definite') {
          expect([ending(ar.nom), ending(ar.acc), ending(ar.gen)], label).toEqual([
            DAMMA,
            FATHA,
            KASRA,
          ]);
        } else if (decl === 'idafa') {
          const first = (form: string) => ending(form.split(' ')[0] as string);
          expect([first(ar.nom), first(ar.acc), first(ar.gen), first(ar.voc)], label).toEqual([
            DAMMA,
            FATHA,
            KASRA,
            FATHA,
          ]);
          expect(TANWEEN.test(ar.nom + ar.acc + ar.gen), label).toBe(false);
        } else if (decl === 'fixed') {
          expect(new Set([ar.nom, ar.acc, ar.gen]).size, label).toBe(1);
        }
      }
    }
  });

  it('writes the names the November review found wrong as a Gulf, Levantine or Egyptian parent would', () => {
    const nom = (latin: string, gender: 'male' | 'female') =>
      arabicName(latin, undefined, '', { gender, region: 'gulf' }).nom;
    expect(nom('Nadim', 'male')).toBe('نَدِيمٌ');
    expect(nom('Ghazal', 'female')).toBe('غَزَالُ');
    expect(nom('Abdullah', 'male')).toBe('عَبْدُ اللّٰهِ');
    expect(arabicName('Abdullah', undefined, '', { gender: 'male' }).gen).toBe('عَبْدِ اللّٰهِ');
    expect(nom('Fahad', 'male')).toBe('فَهْدٌ');
    expect(nom('Khalifa', 'male')).toBe('خَلِيفَةُ');
    expect(nom('Hessa', 'female')).toBe('حِصَّةُ');
    expect(nom('Saud', 'male')).toBe('سُعُودٌ');
    expect(nom('Wadha', 'female')).toBe('وَضْحَى');
    expect(nom('Mahra', 'female')).toBe('مَهْرَةُ');
    expect(nom('Jamila', 'female')).toBe('جَمِيلَةُ');
    expect(nom('Zaytuna', 'female')).toBe('زَيْتُونَةُ');
    expect(nom('Shams', 'female')).toBe('شَمْسُ');
    expect(nom('Najm', 'male')).toBe('نَجْمٌ');
    expect(nom('Sahm', 'male')).toBe('سَهْمٌ');
    expect(nom('Lahab', 'male')).toBe('لَهَبٌ');
    expect(nom('Noura', 'female')).toBe('نُورَةُ');
    expect(arabicName('Jad', undefined, '', { gender: 'male', region: 'levant' }).gen).toBe('جَادٍ');
    expect(arabicName('Alaa', undefined, '', { gender: 'male' }).acc).toBe('عَلَاءً');
    expect(arabicName('Daw', undefined, '', { gender: 'male' }).acc).toBe('ضَوْءًا');
  });

  it("keeps the parent's Arabic spelling first, vowelled when the table knows it", () => {
    expect(arabicName('Fahad', 'فهد', '', { gender: 'male' })).toMatchObject({
      nom: 'فَهْدٌ',
      source: 'table',
    });
    expect(arabicName('Fahad', 'فاهد', '', { gender: 'male' })).toMatchObject({
      nom: 'فاهد',
      typed: 'فاهد',
      source: 'parent',
    });
    expect(arabicName('Rimal the Camel', 'الجمل رمال', '', { gender: 'male' })).toMatchObject({
      nom: 'الجمل رِمَالٌ',
      gen: 'الجمل رِمَالٍ',
      typed: 'الجمل',
      source: 'parent',
    });
    expect(
      arabicName('Nasim the Lamp Genie', 'نسيم جني المصباح', '', { gender: 'male' }),
    ).toMatchObject({ nom: 'نَسِيمٌ جني المصباح', typed: 'جني المصباح' });
  });

  it('still writes an unknown name in Arabic letters, marked as transliterated', () => {
    expect(arabicName('Sparky', undefined, '', { gender: 'male' }).source).toBe('transliterated');
    expect(arabicName('Captain Zuzu', undefined, '', { gender: 'male' })).toMatchObject({
      source: 'transliterated',
    });
    expect(arabicName('Captain Zuzu', undefined, '', { gender: 'male' }).nom).toMatch(/زُوزُو$/);
  });

  describe('over 600 stories whose characters have names from the table', () => {
    const male = givenNames.filter((n) => n.gender !== 'f');
    const female = givenNames.filter((n) => n.gender !== 'm');
    let next = 0;
    const renamed = (c: StoryCharacterInput): StoryCharacterInput => {
      const pool = c.gender === 'male' ? male : female;
      const name = pool[(next++ * 37) % pool.length] as GivenName;
      return { ...c, name: name.latin[next % name.latin.length] as string, nameAr: undefined };
    };
    const inputs: WriterInput[] = sampleInputs(600, 1311).map((input) => ({
      ...input,
      characters: input.characters.map(renamed),
    }));
    const stories = inputs.map((input) => ({ input, story: writeStory(input) }));
    // Names that are also words of the stories (زَهْرَة a flower, نَاعِمَة soft, ضَوْء light) cannot be told
    // from those words in the text; their forms are checked one by one above.
    const baseline = sampleInputs(300, 7);
    const baselineNames = new Set(
      baseline.flatMap((i) =>
        i.characters.map((c) =>
          stripTashkeel(c.nameAr ?? arabicName(c.name, undefined, '', { gender: c.gender }).plain),
        ),
      ),
    );
    const storyWords = new Set(
      baseline.flatMap((input) =>
        writeStory(input).pages.flatMap((p) =>
          stripTashkeel(p.textAr)
            .replace(/\u0651/g, '')
            .split(/[\s،.!؟«»:؛]+/)
            .flatMap((w) => [w, w.slice(1)]),
        ),
      ),
    );
    for (const name of baselineNames) storyWords.delete(name.replace(/\u0651/g, ''));

    it('transliterates none of them', () => {
      const transliterated = inputs.flatMap((input) =>
        input.characters
          .map((c) => actorFromCharacter(c, 'egyptian'))
          .filter((a) => a.ar.nameSource !== 'table')
          .map((a) => a.inputName),
      );
      expect(transliterated).toEqual([]);
    });

    it('writes each name in the Arabic text with the case ending its declension allows', () => {
      const faults: string[] = [];
      for (const { input, story } of stories) {
        for (const c of input.characters) {
          const ar = arabicName(c.name, undefined, '', {
            gender: c.gender,
            region: nameRegionOfDialect(input.dialect),
          });
          if (ar.plain.includes(' ')) continue;
          const bare = ar.plain.replace(/\u0651/g, '');
          if (storyWords.has(bare)) continue;
          // The text writes the school convention's sukun on the article's lam (الْعَنُودُ); the forms may not.
          const lam = (form: string) => form.replace(/^ال\u0652/, 'ال');
          const allowed = new Set([ar.nom, ar.acc, ar.gen, ar.voc].map(lam));
          for (const page of story.pages) {
            for (const token of page.textAr.split(/[\s،.!؟«»:؛]+/)) {
              const plain = stripTashkeel(token);
              const word =
                plain === bare
                  ? token
                  : plain.slice(1) === bare && /^[وفبلك]/.test(plain)
                    ? token.replace(/^[وفبلك][\u064B-\u0652]*/, '')
                    : null;
              if (word === null) continue;
              if (!allowed.has(lam(word))) faults.push(`${c.name}: «${word}» in «${page.textAr}»`);
              // After a preposition the name is genitive: fatha for a diptote, kasra tanween for a triptote.
              if (/^[بك]/.test(plain) && plain.slice(1) === bare && lam(word) !== lam(ar.gen))
                faults.push(`${c.name}: «${token}» after a preposition`);
            }
          }
          expect(
            stripTashkeel(story.pages.map((p) => p.textAr).join(' ')).replace(/\u0651/g, ''),
          ).toContain(bare);
        }
      }
      expect(faults.slice(0, 20)).toEqual([]);
    });
  });
});
