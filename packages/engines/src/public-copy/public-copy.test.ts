import { describe, expect, it } from 'vitest';
import type { StoryCharacterInput, WriterInput, WrittenStory } from '../types.ts';
import { countVowelling } from '../writer/arabic-text.ts';
import { createRandom } from '../writer/prng.ts';
import {
  allDialects,
  ageGroups,
  sampleInputs,
  sampleLocations,
  sampleThemes,
} from '../writer/sample-inputs.ts';
import { writeStory } from '../writer/write-story.ts';
import {
  chooseReplacements,
  nameFormsOf,
  publicCopyOf,
  replaceNames,
  type NameForms,
  type StoryTexts,
} from './public-copy.ts';

const textsOf = (story: WrittenStory): StoryTexts => ({
  titleEn: story.titleEn,
  titleAr: story.titleAr,
  titleDialect: story.titleDialect ?? null,
  pages: story.pages.map((p) => ({
    textEn: p.textEn,
    textAr: p.textAr,
    textDialect: p.textDialect ?? null,
  })),
});
const flat = (texts: StoryTexts) =>
  [
    texts.titleEn,
    texts.titleAr,
    texts.titleDialect,
    ...texts.pages.flatMap((p) => [p.textEn, p.textAr, p.textDialect]),
  ].filter((t): t is string => Boolean(t));

/**
 * An independent reading of "the name is still there": any word whose letters, once the vowel marks
 * are dropped, the alef forms folded and up to two clitic letters (و ف ب ل ك ع) and a seat alef
 * taken off, are the name's; or the English name as a word. Written apart from the replacer on purpose.
 */
function traces(text: string, forms: NameForms): string[] {
  const found: string[] = [];
  const bare = (s: string) =>
    s.replace(/[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g, '').replace(/[أإآٱ]/g, 'ا');
  const name = bare(forms.plain).replace(/\s+/g, '');
  const words = bare(text).split(/[^\p{L}]+/u);
  // Compound names: look at pairs of words too.
  const units = [...words, ...words.slice(1).map((w, i) => `${words[i]}${w}`)];
  for (const word of units) {
    const candidates = [word, word.replace(/ا$/, '')];
    for (const c of [...candidates])
      for (let k = 1; k <= 2; k += 1)
        if (/^[وفبلكع]+$/.test(c.slice(0, k)))
          candidates.push(c.slice(k), c.slice(k).replace(/ا$/, ''));
    if (name.startsWith('ال'))
      candidates.push(...candidates.filter((c) => c.startsWith('ل')).map((c) => `ا${c}`));
    if (name && candidates.includes(name)) found.push(word);
  }
  const en = forms.en.toLowerCase();
  if (
    en &&
    new RegExp(`(?<![\\p{L}])${en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(
      text.toLowerCase(),
    )
  )
    found.push(forms.en);
  return found;
}

/** Heroes of every kind of name: the table's (triptote, diptote, never changing), typed in Arabic with or without vowels, with a title, unknown to the table. */
const heroes: StoryCharacterInput[] = [
  { name: 'Adam', type: 'human', gender: 'male', age: 6, description: 'a curious boy' },
  { name: 'Khalid', type: 'human', gender: 'male', age: 8, description: 'a brave boy' },
  { name: 'Fatima', type: 'human', gender: 'female', age: 5, description: 'a kind girl' },
  {
    name: 'Layla',
    type: 'human',
    gender: 'female',
    age: 7,
    description: 'a girl who loves the moon',
  },
  { name: 'Sami', type: 'human', gender: 'male', age: 9, description: 'a funny boy' },
  { name: 'Abdullah', type: 'human', gender: 'male', age: 7, description: 'a gentle boy' },
  {
    name: 'Alanoud',
    nameAr: 'العنود',
    type: 'human',
    gender: 'female',
    age: 6,
    description: 'a shy girl',
  },
  {
    name: 'Omar',
    nameAr: 'عمر',
    type: 'human',
    gender: 'male',
    age: 8,
    description: 'a brave boy',
  },
  {
    name: 'Hoor',
    nameAr: 'حور',
    type: 'human',
    gender: 'female',
    age: 4,
    description: 'a little girl',
  },
  {
    name: 'Grandma Huda',
    nameAr: 'الجدّة هدى',
    type: 'human',
    gender: 'female',
    age: 70,
    description: 'a loving grandmother',
  },
  { name: 'Max', type: 'human', gender: 'male', age: 10, description: 'kind and funny' },
  {
    name: 'Zayd',
    nameAr: 'زَيْد',
    type: 'human',
    gender: 'male',
    age: 8,
    description: 'a clever boy',
  },
  { name: 'Ibrahim', type: 'human', gender: 'male', age: 6, description: 'a curious boy' },
  { name: 'Ahmed', type: 'human', gender: 'male', age: 11, description: 'a helpful boy' },
];

function storiesWithHeroes(count: number): WriterInput[] {
  const random = createRandom(42);
  const others = sampleInputs(count, 7);
  return others.map((input, i) => ({
    ...input,
    characters: [
      heroes[i % heroes.length] as StoryCharacterInput,
      ...input.characters.filter((c) => c.type !== 'human').slice(0, random.int(2)),
    ],
    location: random.pick(sampleLocations),
    theme: random.pick(sampleThemes),
    ageGroup: random.pick(ageGroups),
    dialect: allDialects[i % allDialects.length] as WriterInput['dialect'],
  }));
}

describe('the public copy of a story', () => {
  it('leaves no trace of a hidden hero in any title or page, in English, Fusha (with clitics and case endings) and dialect', () => {
    const problems: string[] = [];
    for (const [i, input] of storiesWithHeroes(420).entries()) {
      const story = writeStory(input);
      const texts = textsOf(story);
      const hero = input.characters[0] as StoryCharacterInput;
      const swaps = chooseReplacements({
        storyKey: i,
        dialect: input.dialect,
        characters: input.characters,
        hidden: [hero],
        texts: flat(texts),
      });
      const copy = publicCopyOf(
        texts,
        swaps.flatMap((s) => s.swaps),
      );
      const from = nameFormsOf(hero, input.dialect);
      const to = swaps[0]!.swaps.at(-1)!.to;
      for (const text of flat(copy)) {
        const left = traces(text, from);
        if (left.length)
          problems.push(
            `${hero.name} (${input.dialect}, seed ${input.seed}): ${left.join(', ')} in «${text.slice(0, 120)}»`,
          );
      }
      // The replacement stands where the name stood: as many mentions in each text.
      flat(texts).forEach((text, k) => {
        const before = traces(text, from).length;
        const after = traces(flat(copy)[k] as string, to).length;
        if (after < before)
          problems.push(
            `${hero.name} → ${to.en}: ${before} mentions became ${after} in «${text.slice(0, 80)}»`,
          );
      });
      // Fusha keeps its vowels: a vowelled name gets a vowelled replacement.
      copy.pages.forEach((page, k) => {
        const was = countVowelling(texts.pages[k]!.textAr).ratio;
        const now = countVowelling(page.textAr).ratio;
        if (!hero.nameAr || /[\u064B-\u0652]/.test(hero.nameAr))
          if (now < was - 0.01) problems.push(`${hero.name}: vowelling ${was} → ${now}`);
      });
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, 120_000);

  it('puts the replacement in the case the name had', () => {
    const from = nameFormsOf({ name: 'Khalid', gender: 'male' }, 'standard');
    const to = nameFormsOf({ name: 'Tariq', nameAr: 'طَارِق', gender: 'male' }, 'standard');
    const swaps = [{ from, to }];
    expect(
      replaceNames(
        `رَأى ${from.ar.acc} القَمَرَ وَقالَ لِ${from.ar.gen}: يا ${from.ar.voc}!`,
        swaps,
        'ar',
      ),
    ).toBe(`رَأى ${to.ar.acc} القَمَرَ وَقالَ لِ${to.ar.gen}: يا ${to.ar.voc}!`);
    expect(replaceNames('وَخالِدٌ نامَ، وَبِخالد فَرِحَ الجَميعُ', swaps, 'ar')).toBe(
      `وَ${to.ar.nom} نامَ، وَبِ${to.ar.nom} فَرِحَ الجَميعُ`,
    );
    expect(replaceNames('خالد راح ينام، ولخالد حكاية', swaps, 'dialect')).toBe(
      `${to.plain} راح ينام، ول${to.plain} حكاية`,
    );
    expect(replaceNames("KHALID! Khalid's lamp; khalidi stays", swaps, 'en')).toBe(
      "TARIQ! Tariq's lamp; khalidi stays",
    );
  });

  it('replaces a name with the article after لِـ, which drops its alef', () => {
    const from = nameFormsOf({ name: 'Alanoud', nameAr: 'العنود', gender: 'female' }, 'standard');
    const to = nameFormsOf({ name: 'Sara', nameAr: 'سَارَة', gender: 'female' }, 'standard');
    expect(replaceNames('قالَتْ لِلْعَنُودِ أُمُّها', [{ from, to }], 'ar')).toBe(`قالَتْ لِ${to.ar.gen} أُمُّها`);
  });

  it('chooses the same neutral names for the same story, unlike every name in it and of the same gender', () => {
    const characters: StoryCharacterInput[] = [
      { name: 'Yusuf', type: 'human', gender: 'male', age: 6, description: '' },
      { name: 'Adam', type: 'human', gender: 'male', age: 8, description: '' },
      { name: 'Maryam', type: 'human', gender: 'female', age: 5, description: '' },
    ];
    const choose = () =>
      chooseReplacements({
        storyKey: 12,
        dialect: 'egyptian',
        characters,
        hidden: characters,
        texts: [],
      });
    const swaps = choose();
    expect(swaps.map((s) => s.to.en)).toEqual(choose().map((s) => s.to.en));
    const names = new Set(characters.map((c) => c.name));
    for (const swap of swaps) expect(names.has(swap.to.en)).toBe(false);
    expect(new Set(swaps.map((s) => s.to.en)).size).toBe(3);
    expect([
      'Sara',
      'Nadia',
      'Hala',
      'Amina',
      'Layla',
      'Salma',
      'Lina',
      'Yara',
      'Rania',
      'Mona',
      'Rana',
    ]).toContain(swaps[2]!.to.en);
  });
});
