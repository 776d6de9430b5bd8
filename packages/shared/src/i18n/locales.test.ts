import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './locales.ts';
import { messages, translateMessage } from './messages.ts';

describe('languageFromAcceptLanguage', () => {
  it('picks Arabic when the caller prefers it', () => {
    expect(languageFromAcceptLanguage('ar')).toBe('ar');
    expect(languageFromAcceptLanguage('ar-EG,ar;q=0.9,en;q=0.8')).toBe('ar');
  });

  it('follows quality values rather than order', () => {
    expect(languageFromAcceptLanguage('en;q=0.5, ar;q=0.9')).toBe('ar');
  });

  it('falls back to English for missing or unsupported languages', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR,de;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('ar;q=0')).toBe('en');
  });
});

describe('messages', () => {
  it('has a non-empty English and Arabic text for every key', () => {
    for (const [key, texts] of Object.entries(messages)) {
      expect(texts.en.trim(), key).not.toBe('');
      expect(texts.ar.trim(), key).not.toBe('');
      expect(texts.ar, key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('fills parameters into the chosen language', () => {
    expect(translateMessage('validation.maxLength', 'en', { max: 5000 })).toBe(
      'Must be less than 5000 characters',
    );
    expect(translateMessage('validation.maxLength', 'ar', { max: 5000 })).toContain('5000');
  });
});
