import { describe, expect, it } from 'vitest';
import type { Language } from '@qamar/shared';
import { Translator, type Namespace } from './translator.ts';

const tables = {
  en: {
    items: { count_one: '{{count}} story', count_other: '{{count}} stories' },
    hello: 'Hello, {{name}}!',
    nested: { deep: 'Deep' },
  },
  ar: {
    items: {
      count_zero: 'لا قصص',
      count_one: 'قصة واحدة',
      count_two: 'قصتان',
      count_few: '{{count}} قصص',
      count_many: '{{count}} قصة',
      count_other: '{{count}} قصة',
    },
    hello: 'أهلًا يا {{name}}!',
    ready: '{{name}} جاهز!',
    ready_female: '{{name}} جاهزة!',
    left_other: 'بقي {{count}}',
    left_female_other: 'بقيت {{count}}',
  },
};
const loads: string[] = [];
const translator = () =>
  new Translator(async (language: Language, namespace: Namespace) => {
    loads.push(`${language}:${namespace}`);
    return namespace === 'messages'
      ? { 'error.notFound': language === 'ar' ? 'غير موجود' : 'Not found' }
      : tables[language];
  });

describe('Translator', () => {
  it('interpolates, follows dotted keys, and answers the key itself when a text is missing', async () => {
    const t = translator();
    await t.init('en');
    expect(t.t('hello' as never, { name: 'Layla' })).toBe('Hello, Layla!');
    expect(t.t('nested.deep' as never)).toBe('Deep');
    expect(t.t('nested.missing' as never)).toBe('nested.missing');
    expect(t.exists('items.count')).toBe(true);
    expect(t.exists('nested')).toBe(false);
  });

  it('chooses English and Arabic plural forms by the language rules', async () => {
    const t = translator();
    await t.init('en');
    expect([0, 1, 2, 7].map((count) => t.t('items.count' as never, { count }))).toEqual([
      '0 stories',
      '1 story',
      '2 stories',
      '7 stories',
    ]);
    await t.changeLanguage('ar');
    expect([0, 1, 2, 5, 11, 100].map((count) => t.t('items.count' as never, { count }))).toEqual([
      'لا قصص',
      'قصة واحدة',
      'قصتان',
      '5 قصص',
      '11 قصة',
      '100 قصة',
    ]);
  });

  it('reads the text of a context (the gender of its subject) where the language has one, the plain text otherwise', async () => {
    const t = translator();
    await t.init('ar');
    expect(t.t('ready' as never, { name: 'سلمى', context: 'female' })).toBe('سلمى جاهزة!');
    expect(t.t('ready' as never, { name: 'سامي', context: 'male' })).toBe('سامي جاهز!');
    expect(t.t('ready' as never, { name: 'سامي' })).toBe('سامي جاهز!');
    expect(t.t('hello' as never, { name: 'سلمى', context: 'female' })).toBe('أهلًا يا سلمى!');
    expect(t.t('left' as never, { count: 5, context: 'female' })).toBe('بقيت 5');
    expect(t.t('left' as never, { count: 5, context: 'male' })).toBe('بقي 5');
  });

  it('reads the flat message table, loads each namespace once, and keeps texts that are there when more are added', async () => {
    const t = translator();
    loads.length = 0;
    await t.init('en');
    await Promise.all([t.loadNamespace('messages'), t.loadNamespace('messages')]);
    expect(loads).toEqual(['en:translation', 'en:messages']);
    expect(t.t('error.notFound', { ns: 'messages' })).toBe('Not found');
    // A switch brings every namespace the page had.
    await t.changeLanguage('ar');
    expect(loads).toEqual(['en:translation', 'en:messages', 'ar:translation', 'ar:messages']);
    expect(t.t('error.notFound', { ns: 'messages' })).toBe('غير موجود');
    t.addResourceBundle('ar', 'translation', { hello: 'changed', extra: { added: 'نعم' } });
    expect(t.t('hello' as never, { name: 'ليلى' })).toBe('أهلًا يا ليلى!');
    expect(t.t('extra.added' as never)).toBe('نعم');
  });

  it('still loads a namespace that texts were added to by hand', async () => {
    const t = translator();
    await t.init('ar');
    t.addResourceBundle('en', 'translation', { extra: { added: 'yes' } });
    await t.changeLanguage('en');
    expect(t.t('hello' as never, { name: 'Omar' })).toBe('Hello, Omar!');
    expect(t.t('extra.added' as never)).toBe('yes');
  });

  it('tells subscribers about every change, so React re-renders', async () => {
    const t = translator();
    let calls = 0;
    const stop = t.subscribe(() => (calls += 1));
    const before = t.snapshot();
    await t.init('en');
    await t.changeLanguage('ar');
    stop();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(t.snapshot()).toBeGreaterThan(before);
  });
});
