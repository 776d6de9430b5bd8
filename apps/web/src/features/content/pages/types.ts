/** The shape of an information page's text, in each interface language. */
export type ContentPageId = 'help' | 'about' | 'terms' | 'privacy';

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface ContentPage {
  title: string;
  description: string;
  intro: string;
  sections: ContentSection[];
  updated?: string;
}

export type ContentPageTexts = Record<'en' | 'ar', ContentPage>;

/** When the Terms and the Privacy Policy last changed. */
export const UPDATED_EN = 'Last updated: 21 November 2026';
export const UPDATED_AR = 'آخر تحديث: 21 نوفمبر 2026';
