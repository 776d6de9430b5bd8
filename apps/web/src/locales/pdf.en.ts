/** English texts of the pdf namespace: the owner's picture-book download (merged into en.ts). */
export const pdfEn = {
  open: 'PDF',
  openLabel: 'Download “{{title}}” as a PDF picture book',
  preparing: 'Making the PDF...',
  menuTitle: 'Picture book (PDF)',
  editions: {
    bilingual: 'Arabic and English',
    en: 'English',
    ar: 'Arabic (Fusha)',
    dialect: '{{dialect}} dialect',
  },
  ready: 'Your picture book is downloading',
  failed: 'The PDF could not be made',
} as const;
