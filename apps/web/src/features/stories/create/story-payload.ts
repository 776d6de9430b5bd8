import { createStoryRequest, type CreateStoryRequest } from '@qamar/shared';
import type { StorySettings } from './story-settings.ts';

export interface StoryChoices {
  selectedCharacterIds: number[];
  selectedLocationId: number;
  /** The theme part of the payload: a description, or a theme id, or nothing. */
  theme: { selectedThemeId?: number; storyDescription?: string };
  settings: StorySettings;
  /** The parent's children in the story (the first is the hero). */
  childIds?: number[];
}

/** docs/product/validation.md defaults the form does not ask about. */
export const storyPayloadDefaults = {
  title: 'My Story',
  artStyle: 'cartoon',
  englishVoice: 'default',
  arabicVoice: 'default',
} as const;

/** The story creation payload (docs/product/data.md) from the form's choices. */
export function buildStoryPayload(choices: StoryChoices): CreateStoryRequest {
  return {
    ...storyPayloadDefaults,
    ageGroup: choices.settings.ageGroup,
    length: choices.settings.length,
    dialect: choices.settings.dialect,
    selectedCharacterIds: [...choices.selectedCharacterIds],
    selectedLocationId: choices.selectedLocationId,
    ...(choices.childIds?.length ? { childIds: [...choices.childIds] } : {}),
    ...choices.theme,
  };
}

/**
 * The form's problems as message keys of the shared table, in the order of the form, through the
 * same schema the server validates with (CODE_STYLE.md: one schema per request).
 */
export function storyFormProblems(payload: CreateStoryRequest): string[] {
  const result = createStoryRequest.safeParse(payload);
  if (result.success) return [];
  const order = [
    'selectedCharacterIds',
    'selectedLocationId',
    'selectedThemeId',
    'storyDescription',
    'ageGroup',
    'dialect',
    'length',
  ];
  const rank = (path: PropertyKey | undefined) => {
    const index = order.indexOf(String(path));
    return index === -1 ? order.length : index;
  };
  const issues = [...result.error.issues].sort((a, b) => rank(a.path[0]) - rank(b.path[0]));
  return [...new Set(issues.map((issue) => issue.message))];
}
