import { describe, expect, it } from 'vitest';
import {
  arabicCandidates,
  englishCandidates,
  normaliseArabic,
  tokenise,
  withinOneEdit,
} from './normalise.ts';

describe('normaliseArabic', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إسكندرية', 'اسكندريه'],
    ['آدم', 'ادم'],
    ['ٱلْقَمَر', 'القمر'],
    ['مَدْرَسَةٌ', 'مدرسه'],
    ['مستشفى', 'مستشفي'],
    ['سؤال', 'سوال'],
    ['مسائل', 'مسايل'],
    ['جـــدّتي', 'جدتي'],
    ['خاااايفة', 'خايفه'],
    ['ی ک', 'ي ك'],
  ])('writes %s as %s', (input, output) => {
    expect(normaliseArabic(input)).toBe(output);
  });
});

describe('tokenise', () => {
  it('splits on punctuation, lower-cases English and keeps Arabic and English words', () => {
    expect(tokenise('My daughter’s scared… of the DARK!!')).toEqual([
      'my',
      "daughter's",
      'scared',
      'of',
      'the',
      'dark',
    ]);
    expect(tokenise('بنتي، بتخاف من الضلمة؟')).toEqual(['بنتي', 'بتخاف', 'من', 'الضلمه']);
    expect(tokenise('عمره ٥ سنين')).toEqual(['عمره', '5', 'سنين']);
  });
});

describe('arabicCandidates', () => {
  it.each([
    ['وبالمدرسه', 'مدرسه'],
    ['للمدرسه', 'مدرسه'],
    ['فالبيت', 'بيت'],
    ['جدتي', 'جده'],
    ['لجدتها', 'جده'],
    ['وتيتا', 'تيتا'],
    ['بيخاف', 'خاف'],
    ['بتخاف', 'تخاف'],
    ['هيروح', 'يروح'],
    ['مبيخافش', 'خاف'],
    ['اوضتها', 'اوضه'],
    ['عالضيعه', 'ضيعه'],
    ['سقطت', 'سقط'],
    ['يتخانقوا', 'يتخانق'],
    ['سيصبح', 'يصبح'],
    ['سنسافر', 'نسافر'],
    ['جبنالهم', 'جبنا'],
    ['اشتريناله', 'اشترينا'],
    ['بيلعبوا', 'بيلعبو'],
  ])('finds %s under %s', (word, stem) => {
    expect(arabicCandidates(word)).toContain(stem);
  });

  it('does not read a word starting with س as the future unless a person letter follows', () => {
    expect(arabicCandidates('سعيد')).not.toContain('عيد');
  });

  it('keeps the word itself first', () => {
    expect(arabicCandidates('الضلمه')[0]).toBe('الضلمه');
  });
});

describe('englishCandidates and typos', () => {
  it('strips plural, past, -ing and possessive endings', () => {
    expect(englishCandidates('nightmares')).toContain('nightmare');
    expect(englishCandidates('moving')).toContain('move');
    expect(englishCandidates("grandma's")).toContain('grandma');
    expect(englishCandidates('worried')).toContain('worry');
  });

  it('reads irregular pasts and contractions typed without the apostrophe', () => {
    expect(englishCandidates('woke')).toContain('wake');
    expect(englishCandidates('dreamt')).toContain('dream');
    expect(englishCandidates("won't")).toContain('wont');
    expect(englishCandidates("wouldn't")).toContain('wont');
    expect(englishCandidates('lost')).not.toContain('lose');
  });

  it('accepts one typo and no more', () => {
    expect(withinOneEdit('dentst', 'dentist')).toBe(true);
    expect(withinOneEdit('jelous', 'jealous')).toBe(true);
    expect(withinOneEdit('nigthmare', 'nightmare')).toBe(true);
    expect(withinOneEdit('dentsit', 'dentist')).toBe(true);
    expect(withinOneEdit('dntst', 'dentist')).toBe(false);
  });
});
