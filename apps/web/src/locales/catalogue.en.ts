/** English texts of the catalogue namespace (merged into en.ts). */
export const catalogueEn = {
  title: 'catalogue',
} as const;
