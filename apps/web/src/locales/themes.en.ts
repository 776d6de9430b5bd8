/** English texts of the themes namespace (merged into en.ts). */
export const themesEn = {
  title: 'themes',
} as const;
