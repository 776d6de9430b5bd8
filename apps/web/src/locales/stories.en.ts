/** English texts of the stories namespace (merged into en.ts). */
export const storiesEn = {
  title: 'stories',
} as const;
