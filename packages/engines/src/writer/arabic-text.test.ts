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

  it('reads a و or ي right after the article as a consonant with its own vowel, never marking the lam', () => {
    expect(completeVowels('الواحَةُ')).toBe('الوَاحَةُ');
    expect(completeVowels('في الوادي')).toBe('فِي الوَادِي');
    expect(completeVowels('الوالِدَةُ')).toBe('الوَالِدَةُ');
    expect(completeVowels('اليَاسَمينُ')).toBe('اليَاسَمِينُ');
    // After the prefixes وَ، فَ، بِ، كَ and لِ (which keeps one lam).
    expect(completeVowels('وَالوادي فَالواحاتُ بِالوادي كَالواحَةِ')).toBe('وَالوَادِي فَالوَاحَاتُ بِالوَادِي كَالوَاحَةِ');
    expect(completeVowels('لِلوادي')).toBe('لِلوَادِي');
    // A و that is already vowelled, or a long vowel after the article's noun, is unchanged.
    expect(completeVowels('الوُرودُ')).toBe('الوُرُودُ');
    expect(completeVowels('يَقولونَ')).toBe('يَقُولُونَ');
    // A word that only looks like بِ + the article keeps its long vowel on the lam.
    expect(completeVowels('مِثْلَ بَالونٍ')).toBe('مِثْلَ بَالُونٍ');
  });

  it('fully vowels the place names with a consonant waw that the writer uses', () => {
    for (const name of ['الواحَةُ', 'الواحَةَ', 'الواحَةِ', 'الوادي', 'الوادِيَ']) {
      expect(countVowelling(completeVowels(name)).ratio).toBe(1);
    }
  });
});
