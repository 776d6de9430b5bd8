/** Where a story's media live in the media store: every picture, narration and book under one prefix. */
export const storyMediaPrefix = (storyId: number) => `stories/${storyId}`;
