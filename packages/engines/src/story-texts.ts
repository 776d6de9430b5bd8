import type { WrittenStory } from './types.ts';

/**
 * A story with every text passed through `say`: titles, morals, each page in every language and
 * what its picture shows (and, with `names`, the names of the characters the picture shows).
 */
export function mapStoryTexts(
  story: WrittenStory,
  say: (text: string) => string,
  options: { names?: boolean } = {},
): WrittenStory {
  return {
    ...story,
    titleEn: say(story.titleEn),
    titleAr: say(story.titleAr),
    ...(story.titleDialect !== undefined ? { titleDialect: say(story.titleDialect) } : {}),
    moralEn: say(story.moralEn),
    moralAr: say(story.moralAr),
    pages: story.pages.map((page) => ({
      ...page,
      textEn: say(page.textEn),
      textAr: say(page.textAr),
      ...(page.textDialect !== undefined ? { textDialect: say(page.textDialect) } : {}),
      scene: {
        ...page.scene,
        description: say(page.scene.description),
        ...(options.names
          ? { characters: page.scene.characters.map((c) => ({ ...c, name: say(c.name) })) }
          : {}),
      },
    })),
  };
}
