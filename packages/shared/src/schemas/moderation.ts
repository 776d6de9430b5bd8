/** Where moderation stands for a story; only `visible` stories are public (the community's schemas re-export it). */
export const storyModerations = ['visible', 'pending', 'hidden', 'removed'] as const;
export type StoryModeration = (typeof storyModerations)[number];
