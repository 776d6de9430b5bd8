// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { i18next, initI18n } from './i18n.ts';

describe('i18n', () => {
  it('starts with only the language of the page and sets <html lang dir>', async () => {
    await initI18n('ar');
    expect(i18next.t('common.appName')).toBe('قمر');
    expect(i18next.hasResourceBundle('ar', 'translation')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'translation')).toBe(false);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('loads the other language on a switch, then changes <html lang dir> with the texts', async () => {
    await initI18n('ar');
    await i18next.changeLanguage('en');
    expect(i18next.t('common.appName')).toBe('Qamar');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('loads the shared message table only for the pages that ask for it', async () => {
    await initI18n('en');
    expect(i18next.hasResourceBundle('en', 'messages')).toBe(false);
    await i18next.loadNamespaces('messages');
    expect(i18next.t('error.notFound', { ns: 'messages' })).not.toBe('error.notFound');
    await i18next.changeLanguage('ar');
    expect(i18next.hasResourceBundle('ar', 'messages')).toBe(true);
    expect(i18next.t('error.notFound', { ns: 'messages' })).toMatch(/[\u0600-\u06FF]/);
  });
});
