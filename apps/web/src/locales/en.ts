import { adminOpsEn } from './admin-ops.en.ts';
import { appEn } from './app.en.ts';
import { coreEn } from './core.en.ts';

/**
 * English interface texts, whole; the keys are typed from this object (STYLE.md, excalidraw). The
 * admin portal's texts load with its pages (lib/lazy-texts.tsx).
 */
export const en = { ...coreEn, ...appEn, adminOps: adminOpsEn } as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Translations = Widen<typeof en>;

/**
 * Arabic has six plural forms: every English `x_other` needs `x_zero`, `x_two`, `x_few` and `x_many` too.
 * And Arabic agrees with gender where English does not: a text about a character or a place may have
 * an `x_female` (and `x_male`) beside `x`, read with `t(key, { context: gender })`.
 */
type WithArabicPlurals<T> = {
  [K in keyof T]: T[K] extends string ? string : WithArabicPlurals<T[K]>;
} & {
  [
    K in keyof T as K extends `${infer Base}_other`
      ? `${Base}_${'zero' | 'two' | 'few' | 'many'}`
      : never
  ]: string;
} & {
  [K in keyof T as T[K] extends string ? `${K & string}_${'male' | 'female'}` : never]?: string;
};
export type ArabicTranslations = WithArabicPlurals<typeof en>;
