// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ar } from '../locales/ar.ts';
import { i18n, initI18n, loadAppTexts } from './i18n.ts';

describe('i18n', () => {
  it('starts with only the language of the page and sets <html lang dir>', async () => {
    await initI18n('ar');
    expect(i18n.t('common.appName')).toBe('قمر');
    expect(i18n.hasResourceBundle('ar', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('loads the other language on a switch, then changes <html lang dir> with the texts', async () => {
    await initI18n('ar');
    await i18n.changeLanguage('en');
    expect(i18n.t('common.appName')).toBe('Qamar');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('loads the shared message table only for the pages that ask for it', async () => {
    await initI18n('en');
    expect(i18n.hasResourceBundle('en', 'messages')).toBe(false);
    await i18n.loadNamespace('messages');
    expect(i18n.t('error.notFound', { ns: 'messages' })).not.toBe('error.notFound');
    await i18n.changeLanguage('ar');
    expect(i18n.hasResourceBundle('ar', 'messages')).toBe(true);
    expect(i18n.t('error.notFound', { ns: 'messages' })).toMatch(/[\u0600-\u06FF]/);
  });

  it('starts with the texts of the landing page and adds those of the other screens when one first shows', async () => {
    await initI18n('ar');
    expect(i18n.exists('landing.heroTitle')).toBe(true);
    expect(i18n.exists('common.untitledStory')).toBe(true);
    expect(i18n.exists('catalogue.unnamedCharacter')).toBe(false);
    await loadAppTexts('ar');
    expect(i18n.t('catalogue.unnamedCharacter')).toBe(ar.catalogue.unnamedCharacter);
    // Added to what was there, not in its place.
    expect(i18n.exists('landing.heroTitle')).toBe(true);
  });
});
