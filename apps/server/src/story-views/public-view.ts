import { replaceNames, type NameForms, type NameSwap } from '@qamar/engines/helpers';
import type { PageRow, StoryRow } from '../db/schema.ts';

/**
 * How `stories.public_names` keeps each swap of the public copy: the name and its neutral
 * replacement in every form the texts use (English; Fusha nominative, accusative, genitive,
 * vocative; dialect), so the copy's other words (the moral, the characters' list) can be swapped
 * the same way when they are read.
 */
export type StoredSwap = Record<
  | 'name'
  | 'nameAr'
  | 'nameAcc'
  | 'nameGen'
  | 'nameVoc'
  | 'namePlain'
  | 'replacement'
  | 'replacementAr'
  | 'replacementAcc'
  | 'replacementGen'
  | 'replacementVoc'
  | 'replacementPlain',
  string
>;

export function storeSwap({ from, to }: NameSwap): StoredSwap {
  return {
    name: from.en,
    nameAr: from.ar.nom,
    nameAcc: from.ar.acc,
    nameGen: from.ar.gen,
    nameVoc: from.ar.voc,
    namePlain: from.plain,
    replacement: to.en,
    replacementAr: to.ar.nom,
    replacementAcc: to.ar.acc,
    replacementGen: to.ar.gen,
    replacementVoc: to.ar.voc,
    replacementPlain: to.plain,
  };
}

export function swapOf(stored: StoredSwap): NameSwap {
  const forms = (
    en: string,
    nom: string,
    acc: string,
    gen: string,
    voc: string,
    plain: string,
  ): NameForms => ({ en, ar: { nom, acc, gen, voc }, plain });
  return {
    from: forms(
      stored.name,
      stored.nameAr,
      stored.nameAcc,
      stored.nameGen,
      stored.nameVoc,
      stored.namePlain,
    ),
    to: forms(
      stored.replacement,
      stored.replacementAr,
      stored.replacementAcc,
      stored.replacementGen,
      stored.replacementVoc,
      stored.replacementPlain,
    ),
  };
}

export const storedSwaps = (story: Pick<StoryRow, 'publicNames'>): NameSwap[] =>
  ((story.publicNames ?? []) as StoredSwap[]).map(swapOf);

interface InputCharacter {
  name: string;
  nameAr?: string;
}

/**
 * The story as others read it: the public copy's titles, texts and narrations (a page whose public
 * text differs carries only its public narration, none until it is made, never the private one),
 * and the hidden names swapped in the rest (the parent's own title, the moral, the characters).
 * A story with nothing hidden reads as it is.
 */
export function publicView(
  story: StoryRow,
  pages: PageRow[],
): { story: StoryRow; pages: PageRow[] } {
  const swaps = storedSwaps(story);
  const titles = {
    titleEn: story.publicTitleEn ?? story.titleEn,
    titleAr: story.publicTitleAr ?? story.titleAr,
    titleDialect: story.publicTitleDialect ?? story.titleDialect,
  };
  if (swaps.length === 0) return { story: { ...story, ...titles }, pages };
  // 'ar' swaps the Latin spellings too: the parent's own title and names may be in either script.
  const swap = (text: string | null, language: 'en' | 'ar') =>
    text === null ? null : replaceNames(text, swaps, language);
  const input = story.input as { characters?: InputCharacter[] };
  const renamed = (c: InputCharacter): InputCharacter => {
    const found = swaps.find((s) => s.from.en === c.name.trim().replace(/\s+/g, ' '));
    return found
      ? { ...c, name: found.to.en, nameAr: found.to.plain }
      : {
          ...c,
          name: swap(c.name, 'ar') as string,
          ...(c.nameAr ? { nameAr: swap(c.nameAr, 'ar') as string } : {}),
        };
  };
  return {
    story: {
      ...story,
      title: swap(story.title, 'ar') as string,
      ...titles,
      moralEn: swap(story.moralEn, 'en'),
      moralAr: swap(story.moralAr, 'ar'),
      input: { ...story.input, characters: (input.characters ?? []).map(renamed) },
    },
    pages: pages.map((page) => ({
      ...page,
      textEn: page.publicTextEn ?? page.textEn,
      textAr: page.publicTextAr ?? page.textAr,
      textDialect: page.publicTextDialect ?? page.textDialect,
      narrationEn: page.publicTextEn === null ? page.narrationEn : page.publicNarrationEn,
      narrationAr: page.publicTextAr === null ? page.narrationAr : page.publicNarrationAr,
      narrationDialect:
        page.publicTextDialect === null ? page.narrationDialect : page.publicNarrationDialect,
    })),
  };
}
