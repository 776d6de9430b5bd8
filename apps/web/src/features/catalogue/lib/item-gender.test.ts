import { describe, expect, it } from 'vitest';
import type { Gender } from '@qamar/shared';
import { Translator, type TranslationKey } from '../../../lib/translator.ts';
import { ar } from '../../../locales/ar.ts';
import {
  defaultCharacters,
  defaultLocations,
} from '../../../../../server/src/features/catalogue/seed-data/index.ts';
import { itemGender } from './item-gender.ts';

/** The Arabic texts about one character or place, each read with the item's gender. */
const characterTexts: TranslationKey[] = [
  'catalogue.characterForm.createdDescription',
  'catalogue.characterForm.doneTitle',
  'catalogue.characterPicker.deletedDescription',
  'catalogue.selectedBadge',
  'catalogue.progress.character.m5',
  'catalogue.progress.character.m7',
  'catalogue.progress.character.m8',
  'catalogue.progress.character.m9',
  'catalogue.progress.character.m11',
];
const locationTexts: TranslationKey[] = [
  'catalogue.locationForm.createdDescription',
  'catalogue.locationForm.doneTitle',
  'catalogue.locationPicker.deletedDescription',
  'catalogue.selectedBadge',
];
/** Texts that name an item without agreeing with it: a verbal noun, an imperative to the parent, a noun of their own. */
const neutralTexts = [
  'catalogue.deleteLabel', // حذف {{name}}
  'catalogue.editLabel', // تعديل {{name}}
  'catalogue.story.remove', // أزل {{name}}
  'catalogue.locationPicker.selected', // المكان المختار: {{name}}
  'catalogue.characterPicker.deleteConfirm', // حذف الشخصية «{{name}}»
  'catalogue.locationPicker.deleteConfirm', // حذف المكان «{{name}}»
  'catalogue.characterForm.nameArUnknown', // كيف يُكتب «{{name}}»: the name itself
  'catalogue.form.nameLooksArabic', // هل «{{name}}» هو الاسم بالعربية: the name itself
  'catalogue.form.nameArLooksLatin', // هل «{{name}}» هو الاسم بالإنجليزية: the name itself
  'catalogue.form.namesSwapped', // «{{name}}» بحروف عربية: the name itself
];

/** Words whose form shows a gender: [masculine, feminine]. */
const agreeing: Array<[string, string]> = [
  ['جاهز', 'جاهزة'],
  ['أُزيل', 'أُزيلت'],
  ['مختار', 'مختارة'],
  ['نعلّمه', 'نعلّمها'],
  ['يقول', 'تقول'],
  ['نمنحه', 'نمنحها'],
  ['أشياءه', 'أشياءها'],
  ['يتمرّن', 'تتمرّن'],
  ['صوته', 'صوتها'],
  ['أوشك', 'أوشكت'],
  ['يلقي', 'تلقي'],
];

/** The places of the default catalogue whose Arabic name is feminine, as a reader hears it. */
const femininePlaces = new Set([
  'desert-oasis',
  'nile-felucca',
  'lebanese-mountain-village',
  'date-palm-farm',
  'red-sea-coral-reef',
  'floating-library',
  'cozy-bedroom',
  'wadi-rum',
  'cedars-forest',
  'moroccan-riad-garden',
  'abu-dhabi-mangroves',
  'school-playground',
  'city-park',
  'cloud-kingdom',
  'candy-castle',
  'moonlit-garden',
  'pearl-diving-dhow',
  'rainbow-forest',
  'toy-workshop',
  'hanging-gardens',
]);

const translator = new Translator(async () => ar as object as Record<string, string>);
await translator.init('ar');

/** What is wrong with a text's agreement: a word of the other gender, or none of its own. */
function disagreement(text: string, gender: Gender): string | null {
  const words = new Set(text.split(/[\s.،!«»:؟]+/).filter(Boolean));
  const own = gender === 'female' ? 1 : 0;
  const wrong = agreeing.map((pair) => pair[1 - own] as string).filter((word) => words.has(word));
  if (wrong.length > 0) return `${wrong.join(', ')} in «${text}»`;
  return agreeing.some((pair) => words.has(pair[own] as string))
    ? null
    : `no word shows the gender in «${text}»`;
}

function flatten(tree: object, prefix: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}|${value}`]
      : flatten(value as object, `${prefix}${key}.`),
  );
}

describe('Arabic texts about the default catalogue', () => {
  it('read every place’s gender from its Arabic name as a reader hears it', () => {
    const wrong = defaultLocations
      .filter((place) => (itemGender(place) === 'female') !== femininePlaces.has(place.slug))
      .map((place) => `${place.slug} ${place.nameAr}`);
    expect(wrong).toEqual([]);
  });

  it('agree with every character and every place', () => {
    const problems: string[] = [];
    const check = (keys: TranslationKey[], name: string, gender: Gender) => {
      for (const key of keys) {
        const problem = disagreement(translator.t(key, { name, context: gender }), gender);
        if (problem) problems.push(`${key} (${name}): ${problem}`);
      }
    };
    for (const character of defaultCharacters)
      check(characterTexts, character.nameAr, itemGender(character));
    for (const place of defaultLocations) check(locationTexts, place.nameAr, itemGender(place));
    expect(problems).toEqual([]);
    expect(
      translator.t('catalogue.characterForm.doneTitle', { name: 'سامي', context: 'male' }),
    ).toBe('سامي جاهز!');
    expect(
      translator.t('catalogue.locationForm.doneTitle', {
        name: 'حديقة سطح جدتي',
        context: itemGender({ nameAr: 'حديقة سطح جدتي' }),
      }),
    ).toBe('حديقة سطح جدتي جاهزة!');
  });

  it('leave no catalogue text that names an item unchecked', () => {
    const checked = new Set([...characterTexts, ...locationTexts, ...neutralTexts]);
    const naming = flatten(ar.catalogue, 'catalogue.')
      .filter((entry) => entry.includes('{{name}}'))
      .map((entry) => (entry.split('|')[0] as string).replace(/_(male|female)$/, ''));
    expect(naming.filter((key) => !checked.has(key))).toEqual([]);
  });
});
