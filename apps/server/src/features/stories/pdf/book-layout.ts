import type PDFDocument from 'pdfkit';
import { type Script, type TextStyle } from './typeset.ts';

/**
 * The picture book's measures: the A5 page, its margins and the type of every role of text in each
 * script, scaled by age group.
 */

export type Doc = InstanceType<typeof PDFDocument>;
export type Image = { readonly width: number; readonly height: number };

/** A5 portrait, in points. */
export const PAGE = { width: 419.53, height: 595.28 } as const;
export const MARGIN = 32;
export const TOP = 34;
export const CONTENT = PAGE.width - 2 * MARGIN;
/** Kept free at the foot of each page for its number and, on Starter, the mark's line. */
export const BOTTOM = PAGE.height - 48;
export const PICTURE_RATIO = 0.75;
export const BLOCK_GAP = 26;

export const ageScale = { '3-5': 1.12, '6-8': 1, '9-12': 0.92 } as const;

export type Role =
  | 'title'
  | 'body'
  | 'moral'
  | 'heading'
  | 'subtitle'
  | 'end'
  | 'goodnight'
  | 'pageNumber'
  | 'mark'
  | 'footer';

/** Sizes per role: Arabic in Amiri a little larger than English in Nunito, so both read alike. */
const roles: Record<Role, Record<Script, Pick<TextStyle, 'font' | 'size' | 'leading'>>> = {
  title: {
    ar: { font: 'arabicBold', size: 30, leading: 1.7 },
    en: { font: 'latinBold', size: 26, leading: 1.25 },
  },
  body: {
    ar: { font: 'arabic', size: 17, leading: 1.95 },
    en: { font: 'latin', size: 14, leading: 1.5 },
  },
  moral: {
    ar: { font: 'arabic', size: 19, leading: 1.9 },
    en: { font: 'latin', size: 15, leading: 1.45 },
  },
  heading: {
    ar: { font: 'arabicBold', size: 20, leading: 1.7 },
    en: { font: 'latinBold', size: 17, leading: 1.3 },
  },
  subtitle: {
    ar: { font: 'arabic', size: 15, leading: 1.7 },
    en: { font: 'latin', size: 13, leading: 1.35 },
  },
  end: {
    ar: { font: 'arabicBold', size: 40, leading: 1.6 },
    en: { font: 'latinBold', size: 34, leading: 1.3 },
  },
  goodnight: {
    ar: { font: 'arabic', size: 18, leading: 1.8 },
    en: { font: 'latin', size: 15, leading: 1.45 },
  },
  pageNumber: {
    ar: { font: 'arabic', size: 11, leading: 1.4 },
    en: { font: 'latin', size: 10, leading: 1.4 },
  },
  mark: {
    ar: { font: 'arabicBold', size: 34, leading: 1.5 },
    en: { font: 'latinBold', size: 30, leading: 1.3 },
  },
  footer: {
    ar: { font: 'arabic', size: 8.5, leading: 1.4 },
    en: { font: 'latin', size: 7.5, leading: 1.4 },
  },
};

export const style = (
  role: Role,
  script: Script,
  color: string,
  options: { scale?: number; align?: TextStyle['align']; opacity?: number } = {},
): TextStyle => {
  const base = roles[role][script];
  return {
    script,
    font: base.font,
    size: base.size * (options.scale ?? 1),
    leading: base.leading,
    color,
    align: options.align ?? 'center',
    opacity: options.opacity,
  };
};

export interface PageInfo {
  dark: boolean;
  number: number | null;
}
