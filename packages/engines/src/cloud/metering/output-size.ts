import type { Narration, Picture, WrittenStory } from '../../types.ts';

/** Characters of every text a parent reads: titles, moral and each page in every language. */
export function storySize(story: WrittenStory): number {
  const texts = [story.titleEn, story.titleAr, story.titleDialect, story.moralEn, story.moralAr];
  for (const page of story.pages) texts.push(page.textEn, page.textAr, page.textDialect);
  return texts.reduce((sum, text) => sum + (text?.length ?? 0), 0);
}

/** Bytes stored for the picture, all three sizes. */
export function pictureSize(picture: Picture): number {
  return picture.full.byteLength + picture.medium.byteLength + picture.thumbnail.byteLength;
}

export function narrationSize(narration: Narration): number {
  return narration.audio.byteLength;
}
