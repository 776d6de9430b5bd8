import { describe, expect, it } from 'vitest';
import { completeVowels, countVowelling, stripTashkeel } from './arabic-text.ts';

describe('vowelling measure', () => {
  it('counts every letter that takes a mark, and not alefs, long vowels or the article lam', () => {
    expect(countVowelling('كَانَ القَمَرُ مُضِيئًا')).toEqual({ markable: 8, marked: 8, ratio: 1 });
    expect(countVowelling('كان القمر مضيئا').ratio).toBe(0);
  });

  it('skips the names the parent typed in Arabic', () => {
    expect(countVowelling('قَالَتْ هدى', ['هدى']).ratio).toBe(1);
  });
});

describe('completeVowels', () => {
  it('writes the short vowel a long vowel implies, and the dagger alef of هٰذا', () => {
    expect(completeVowels('كانَ يَقولُ في هذا البَيْتِ')).toBe('كَانَ يَقُولُ فِي هٰذَا البَيْتِ');
    expect(completeVowels('قالوا: الحَمْدُ لِلّهِ')).toBe('قَالُوا: الحَمْدُ لِلّٰهِ');
  });

  it('leaves grammatical endings and the article before hamzat al-wasl alone', () => {
    expect(completeVowels('فَالابْتِسامَةُ')).toBe('فَالابْتِسَامَةُ');
    expect(stripTashkeel(completeVowels('عَلى الطّاوِلَةِ'))).toBe('على الطاولة');
  });
});
