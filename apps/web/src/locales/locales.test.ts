import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { en } from './en.ts';

type Tree = { [key: string]: string | Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Arabic texts that agree with the gender of what they are about (`x_female` beside `x`). */
const CONTEXT = /_(male|female)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Keys without their plural suffix: English has one/other, Arabic six forms of the same key. */
function baseKeys(keys: Iterable<string>): Set<string> {
  return new Set([...keys].map((key) => key.replace(PLURAL, '').replace(CONTEXT, '')));
}

const enKeys = flatten(en as unknown as Tree);
const arKeys = flatten(ar as unknown as Tree);

describe('translations', () => {
  it('has every English key in Arabic', () => {
    const missing = [...baseKeys(enKeys.keys())].filter((key) => !baseKeys(arKeys.keys()).has(key));
    expect(missing).toEqual([]);
  });

  it('has every Arabic key in English', () => {
    const missing = [...baseKeys(arKeys.keys())].filter((key) => !baseKeys(enKeys.keys()).has(key));
    expect(missing).toEqual([]);
  });

  it('gives Arabic all six plural forms wherever English has a plural', () => {
    const plurals = [...enKeys.keys()]
      .filter((key) => key.endsWith('_other'))
      .map((key) => key.replace(PLURAL, ''));
    for (const base of plurals) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(arKeys.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
      }
    }
  });

  it('has no empty text and keeps the same placeholders in both languages', () => {
    for (const [key, text] of enKeys) {
      expect(text.trim(), key).not.toBe('');
      const arText = arKeys.get(key) ?? arKeys.get(key.replace(PLURAL, '_other'));
      const placeholders = (s: string) =>
        (s.match(/\{\{\w+\}\}/g) ?? []).filter((p) => p !== '{{count}}').sort();
      expect(placeholders(arText ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('gives every gendered Arabic text its plain text, with the same placeholders, and no English one', () => {
    const gendered = [...arKeys.keys()].filter((key) => CONTEXT.test(key.replace(PLURAL, '')));
    expect(gendered.length).toBeGreaterThan(0);
    for (const key of gendered) {
      const plain = key.replace(CONTEXT, '');
      expect(arKeys.has(plain), key).toBe(true);
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(arKeys.get(key) ?? ''), key).toEqual(
        placeholders(arKeys.get(plain) ?? ''),
      );
    }
    expect([...enKeys.keys()].filter((key) => CONTEXT.test(key))).toEqual([]);
  });

  it('writes the Arabic interface in Arabic script', () => {
    const latinOnly = [...arKeys].filter(
      ([key, text]) =>
        !/[\u0600-\u06FF]/.test(text) &&
        !/^(language\.|feedback\.counter|auth\.emailPlaceholder)/.test(key),
    );
    expect(latinOnly).toEqual([]);
  });
});
