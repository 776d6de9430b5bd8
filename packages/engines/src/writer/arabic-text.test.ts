import { describe, expect, it } from 'vitest';
import {
  completeVowels,
  countVowelling,
  definiteCase,
  joinAlifMaqsura,
  stripTashkeel,
} from './arabic-text.ts';

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
    expect(completeVowels('كانَ يَقولُ في هذا البَيْتِ')).toBe('كَانَ يَقُولُ فِي هٰذَا الْبَيْتِ');
    expect(completeVowels('قالوا: الحَمْدُ لِلّهِ')).toBe('قَالُوا: الْحَمْدُ لِلّٰهِ');
  });

  it("leaves grammatical endings alone and gives the article's lam a kasra before hamzat al-wasl", () => {
    expect(completeVowels('فَالابْتِسامَةُ')).toBe('فَالِابْتِسَامَةُ');
    expect(stripTashkeel(completeVowels('عَلى الطّاوِلَةِ'))).toBe('على الطاولة');
  });

  it('reads a و or ي right after the article as a consonant with its own vowel, the lam with a sukun', () => {
    expect(completeVowels('الواحَةُ')).toBe('الْوَاحَةُ');
    expect(completeVowels('في الوادي')).toBe('فِي الْوَادِي');
    expect(completeVowels('الوالِدَةُ')).toBe('الْوَالِدَةُ');
    expect(completeVowels('اليَاسَمينُ')).toBe('الْيَاسَمِينُ');
    // After the prefixes وَ، فَ، بِ، كَ and لِ (which keeps one lam).
    expect(completeVowels('وَالوادي فَالواحاتُ بِالوادي كَالواحَةِ')).toBe(
      'وَالْوَادِي فَالْوَاحَاتُ بِالْوَادِي كَالْوَاحَةِ',
    );
    expect(completeVowels('لِلوادي')).toBe('لِلْوَادِي');
    // A و that is already vowelled, or a long vowel after the article's noun, is unchanged.
    expect(completeVowels('الوُرودُ')).toBe('الْوُرُودُ');
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

describe('the school convention and hamzat al-wasl', () => {
  it("puts a sukun on the article's lam before a moon letter and none before a sun letter, which keeps its shadda", () => {
    expect(completeVowels('القَمَرُ وَالشَّمْسُ بِالبَيْتِ لِلأُمِّ لِلنّاسِ الآنَ')).toBe(
      'الْقَمَرُ وَالشَّمْسُ بِالْبَيْتِ لِلْأُمِّ لِلنَّاسِ الْآنَ',
    );
    expect(completeVowels('الَّذي اللَّيْلُ اللّٰهُ')).toBe('الَّذِي اللَّيْلُ اللّٰهُ');
  });

  it('leaves a name the parent typed without marks as typed', () => {
    expect(completeVowels('الجدّة')).toBe('الجدّة');
  });

  it('joins a word ending in sukun to hamzat al-wasl with a kasra, a fatha on مِنْ and a damma on the plural pronouns', () => {
    expect(completeVowels('أَمْسَكَتْ الجارَةُ')).toBe('أَمْسَكَتِ الْجَارَةُ');
    expect(completeVowels('بَلْ الطَّريقَ')).toBe('بَلِ الطَّرِيقَ');
    expect(completeVowels('وَانْظُرْ الآنَ')).toBe('وَانْظُرِ الْآنَ');
    expect(completeVowels('مِنْ البَيْتِ')).toBe('مِنَ الْبَيْتِ');
    expect(completeVowels('عَلَيْهِمْ الآنَ')).toBe('عَلَيْهِمُ الْآنَ');
    expect(completeVowels('يَدَيْ الجَدَّةِ')).toBe('يَدَيِ الْجَدَّةِ');
  });

  it('keeps the sukun where a pause comes between the words', () => {
    expect(completeVowels('قالَتْ: «انْظُرْ»')).toBe('قَالَتْ: «انْظُرْ»');
  });
});

describe('definiteCase', () => {
  it('puts a noun and its adjective in the case together, and only the first word of a construct', () => {
    expect(definiteCase('الجَدَّةُ', 'َ')).toBe('الجَدَّةَ');
    expect(definiteCase('الدُّبُّ المَحْشُوُّ', 'َ')).toBe('الدُّبَّ المَحْشُوَّ');
    expect(definiteCase('الطّائِرَةُ الوَرَقِيَّةُ', 'ِ')).toBe('الطّائِرَةِ الوَرَقِيَّةِ');
    expect(definiteCase('ابْنُ العَمِّ', 'َ')).toBe('ابْنَ العَمِّ');
    expect(definiteCase('الحَلْوى', 'َ')).toBe('الحَلْوى');
  });
});

describe('joinAlifMaqsura', () => {
  it('writes the ى of a stem joined to a suffix as the language does', () => {
    // A pronoun: the alif (لقاها، سوّاه), آ after a hamza (رَآهُ), ي for the prepositions (عليه).
    expect(joinAlifMaqsura('عمّ مريم جه ولقىها قلقانة، وسوّىه، وما لقىش حاجة.')).toBe(
      'عمّ مريم جه ولقاها قلقانة، وسوّاه، وما لقاش حاجة.',
    );
    expect(joinAlifMaqsura('أَيْنَ رَأىهُ؟ أَيْنَ رَأَىها؟')).toBe('أَيْنَ رَآهُ؟ أَيْنَ رَآها؟');
    expect(joinAlifMaqsura('سلّم علىه وراح إلىها.')).toBe('سلّم عليه وراح إليها.');
    // The feminine and the plural of the past drop it (استنّت، نادَتْ، استنّوا).
    expect(joinAlifMaqsura('ليلى هدّىت واستنّىت، ونادىتْ، والعيال استنّىوا.')).toBe(
      'ليلى هدّت واستنّت، ونادَتْ، والعيال استنّوا.',
    );
    expect(joinAlifMaqsura('نادىتْ لَيْلى، واسْتَلْقَىتْ وهَدَّىتْ.')).toBe('نادَتْ لَيْلى، واسْتَلْقَتْ وهَدَّتْ.');
    // A word that ends in ى stays as it is.
    const whole = 'ذَهَبَتْ لَيْلَى إِلَى الْمُسْتَشْفَى، وَمُوسَىٰ عَلَى الطَّرِيقِ.';
    expect(joinAlifMaqsura(whole)).toBe(whole);
  });
});
