import type { Language, StoryCard } from '@qamar/shared';

type Titled = Pick<StoryCard, 'title' | 'titleEn' | 'titleAr'>;

const present = (value: string | null | undefined): string | undefined =>
  value?.trim() ? value.trim() : undefined;

/**
 * The title in the interface language (docs/product/data.md): Arabic falls back titleAr, titleEn, title;
 * English titleEn, title. Undefined when none is set, so the caller shows 'Untitled Story'.
 */
export function storyTitle(story: Titled, language: Language): string | undefined {
  if (language === 'ar')
    return present(story.titleAr) ?? present(story.titleEn) ?? present(story.title);
  return present(story.titleEn) ?? present(story.title);
}
