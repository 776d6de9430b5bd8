import { describe, expect, it } from 'vitest';
import { checkFusha, type FushaContext } from './fusha-checks.ts';

const rules = (text: string, context?: FushaContext): string[] =>
  checkFusha(text, context).map((f) => f.rule);

describe('the Fusha checker', () => {
  describe('a sukun before hamzat al-wasl', () => {
    it.each([
      'أَمْسَكَتْ الْجَارَةُ الْخَيْطَ.',
      'لَمْ يَكُنْ هٰذَا صَعْبًا، بَلْ الطَّرِيقَ كَانَ طَوِيلًا.',
      'وَانْظُرْ الْآنَ!',
      'خَرَجَ مِنْ الْبَيْتِ.',
      'وَعَدَّتْ النُّجُومَ.',
    ])('is found in «%s»', (text) => {
      expect(rules(text)).toContain('sukun-before-wasl');
    });

    it.each([
      'أَمْسَكَتِ الْجَارَةُ الْخَيْطَ.',
      'بَلِ الطَّرِيقَ',
      'وَانْظُرِ الْآنَ!',
      'خَرَجَ مِنَ الْبَيْتِ.',
      'قَالَتْ: «انْظُرْ»',
      'أَمْسَكَتْ لَيْلَى الْخَيْطَ.',
      'قَالَتْ أُمُّهَا',
      'جَلَسَتْ فِيْ الْحَدِيقَةِ.',
      'وَقَفَتْ عَلَىْ الْبَابِ.',
    ])('is not found in «%s»', (text) => {
      expect(rules(text)).not.toContain('sukun-before-wasl');
    });

    it('suggests the helping vowel', () => {
      expect(checkFusha('خَرَجَ مِنْ الْبَيْتِ')[0]?.hint).toBe('مِنَ الْبَيْتِ');
      expect(checkFusha('أَمْسَكَتْ الْجَارَةُ')[0]?.hint).toBe('أَمْسَكَتِ الْجَارَةُ');
      expect(checkFusha('عَلَيْهِمْ الْآنَ')[0]?.hint).toBe('عَلَيْهِمُ الْآنَ');
      // A diphthong's و is a consonant: أَوْ takes its kasra.
      expect(checkFusha('أَوْ الْقَمَرُ')[0]?.hint).toBe('أَوِ الْقَمَرُ');
    });
  });

  describe('the gender of the one spoken to', () => {
    const people = [
      { name: 'لَيْلَى', male: false },
      { name: 'عُمَرُ', male: true },
    ];

    it("finds a boy's goodnight said to a girl by name, and a girl's to a boy", () => {
      expect(rules('تُصْبِحُ عَلَى خَيْرٍ، يَا لَيْلَى.', { people })).toContain('addressee-gender');
      expect(rules('تُصْبِحِينَ عَلَى خَيْرٍ يَا عُمَرُ.', { people })).toContain('addressee-gender');
      expect(rules('«شُكْرًا لَكَ يَا جَدَّتِي»', { people })).toContain('addressee-gender');
    });

    it("finds the family's goodnight to the hero when the hero is a girl", () => {
      expect(rules('وَقَالَ الْجَمِيعُ: «تُصْبِحُ عَلَى خَيْرٍ» بِصَوْتٍ نَاعِمٍ.', { addressee: 'f' })).toContain(
        'addressee-gender',
      );
    });

    it('accepts the right forms, and a wish said to someone else than the hero', () => {
      expect(
        rules('تُصْبِحِينَ عَلَى خَيْرٍ، يَا لَيْلَى. وَتُصْبِحُونَ عَلَى خَيْرٍ يَا أَهْلَ السُّوقِ.', { people, addressee: 'f' }),
      ).toEqual([]);
      expect(rules('«تُصْبِحُ عَلَى خَيْرٍ أَيُّهَا الْقَمَرُ»، هَمَسَتْ لَيْلَى.', { people, addressee: 'f' })).toEqual(
        [],
      );
      expect(rules('وَقَالُوا لِلشَّجَرَةِ الْعَالِيَةِ: «تُصْبِحِينَ عَلَى خَيْرٍ».', { people, addressee: 'm' })).toEqual(
        [],
      );
      expect(rules('قَالَتْ: «تُصْبِحُ عَلَى خَيْرٍ يَا بَلَدِي».', { people, addressee: 'f' })).toEqual([]);
      expect(rules('يَهْمِسُ لَهُ: «تُصْبِحُ عَلَى خَيْرٍ».', { addressee: 'f' })).toEqual([]);
    });

    it('reads تُصْبِحُ without عَلَى خَيْرٍ as "she becomes", not as a goodnight to a boy', () => {
      expect(rules('ثُمَّ تُصْبِحُ الْغُرْفَةُ هَادِئَةً، وَتَنَامُ لَيْلَى.', { people, addressee: 'f' })).toEqual([]);
      expect(rules('«يَا لَيْلَى، السَّمَاءُ تُصْبِحُ مُظْلِمَةً.»', { people, addressee: 'f' })).toEqual([]);
      expect(rules('«تُصْبِحُ عَلَى خَيْرٍ»، قَالَتْ أُمُّهَا.', { people, addressee: 'f' })).toContain(
        'addressee-gender',
      );
    });
  });

  describe('the case after common verbs, prepositions and إِنَّ', () => {
    it('finds a genitive object after بَلَغَ and other transitive verbs', () => {
      expect(rules('كَانَتْ قَدْ بَلَغَتْ لِلتَّوِّ الْعَاشِرَةِ مِنْ عُمُرِهَا.')).toContain('case-after-verb');
      expect(rules('بَلَغَ الرَّابِعَةِ.')).toContain('case-after-verb');
      expect(rules('أَمْسَكَتِ الْخَيْطِ بِقُوَّةٍ.')).toContain('case-after-verb');
      expect(rules('وَحَمَلَ الْفَانُوسِ.')).toContain('case-after-verb');
    });

    it('accepts the accusative, a sound feminine plural, a dual and the subject', () => {
      expect(rules('بَلَغَتْ لِلتَّوِّ الْعَاشِرَةَ مِنْ عُمُرِهَا.')).toEqual([]);
      expect(rules('بَلَغَتِ الْحَادِيَةَ عَشْرَةَ.')).toEqual([]);
      expect(rules('جَمَعَ الصَّغِيرَاتِ وَرَفَعَ الْيَدَيْنِ.')).toEqual([]);
      expect(rules('سَمِعَ الْجَمِيعُ الصَّوْتَ.')).toEqual([]);
      // Not a verb: فَتْحِ is a noun in the genitive.
      expect(rules('بَعْدَ فَتْحِ الْبَابِ')).toEqual([]);
    });

    it('finds a nominative or accusative after a preposition, joined or not', () => {
      expect(rules('جَلَسَ فِي الْبَيْتُ.')).toContain('case-after-preposition');
      expect(rules('نَظَرَ إِلَى السَّمَاءَ.')).toContain('case-after-preposition');
      expect(rules('كَتَبَ بِالْقَلَمُ.')).toContain('case-after-preposition');
    });

    it('accepts the genitive, the sound masculine plural and الْآنَ after a preposition', () => {
      expect(rules('جَلَسَ فِي الْبَيْتِ مَعَ الْمُعَلِّمِينَ حَتَّى الْآنَ، وَنَظَرَ إِلَى الْآنَ بِالْقَلَمِ.')).toEqual([]);
      expect(rules('حَتَّى الْقَمَرُ بَدَا كَأَنَّهُ يَبْتَسِمُ.')).toEqual([]);
    });

    it('finds the noun of إِنَّ and her sisters in the nominative', () => {
      expect(rules('عَرَفَتْ أَنَّ الْغَدُ سَيَأْتِي.')).toContain('case-after-inna');
      expect(rules('عَرَفَتْ أَنَّ الْغَدَ سَيَأْتِي، لٰكِنَّ الْيَدَيْنِ تَعِبَتَا.')).toEqual([]);
    });
  });

  describe('spelling', () => {
    it.each(['وَلَقِيَتْ لَيْلَى دُمْيَتَهَا، وَلَقَىهَا فِي الْحَدِيقَةِ.', 'ذَهَبَ إِلَىهِ.', 'عَلَىٰهَا'])(
      'finds an alif maqsura with a letter after it inside the word in «%s»',
      (text) => {
        expect(rules(text)).toContain('maqsura-inside-word');
      },
    );

    it('suggests the alif or the ya it becomes, and accepts ى at the end of a word', () => {
      expect(checkFusha('وَلَقَىهَا')[0]?.hint).toBe('وَلَقَاهَا');
      expect(checkFusha('إِلَىهِ')[0]?.hint).toBe('إِلَيهِ');
      expect(rules('ذَهَبَتْ لَيْلَى إِلَى الْمُسْتَشْفَى، وَمُوسَىٰ عَلَى الطَّرِيقِ حَتَّى الْمَسَاءِ.')).toEqual([]);
    });
  });

  describe('words and phrases', () => {
    it('finds حَلُمَ (was forbearing) for حَلَمَ (dreamed), not the imperfect or the noun', () => {
      expect(rules('وَحَلُمَتْ لَيْلَى بِالْغَدِ.')).toEqual(['halama']);
      expect(checkFusha('وَحَلُمَ بِزَهْرَةٍ')[0]?.hint).toBe('وَحَلَمَ');
      expect(rules('وَحَلَمَتْ لَيْلَى بِالْغَدِ، وَهِيَ تَحْلُمُ حُلُمًا جَمِيلًا.')).toEqual([]);
    });

    it('finds «لِرِفَاقِهِ» for "each other"', () => {
      expect(rules('وَتَمَنَّى كُلٌّ مِنْ لَيْلَى وَعُمَرَ لِرِفَاقِهِ لَيْلَةً سَعِيدَةً.')).toEqual(['each-other']);
      expect(rules('وَتَبَادَلَ لَيْلَى وَعُمَرُ التَّمَنِّيَاتِ بِلَيْلَةٍ سَعِيدَةٍ.')).toEqual([]);
    });

    it.each([
      'كَانَ يَوْمٌ آخَرُ مَشْغُولٌ يَنْتَهِي.',
      'كَانَ يَوْمًا طَوِيلًا مَشْغُولًا.',
      'ابْتَسَمَ ابْتِسَامَةً عَرِيضَةً مِنَ الْأُذُنِ إِلَى الْأُذُنِ.',
      'كَانَتْ لَيْلَى بِنْتًا فُضُولِيَّةً.',
      'صَارَ الْمَسَاءُ أَكْثَرَ رَمَادِيَّةً بِقَلِيلٍ.',
      'قَالَتْ بُومَةٌ بِهُدُوءٍ: هُو، هُو.',
    ])('finds the calque in «%s»', (text) => {
      expect(rules(text)).toContain('calque');
    });

    it('accepts the natural phrasing', () => {
      expect(
        rules(
          'كَانَ يَوْمٌ حَافِلٌ آخَرُ يَنْتَهِي، وَكَانَ أَبُوهَا مَشْغُولًا، وَابْتَسَمَتْ لَيْلَى ابْتِسَامَةً عَرِيضَةً، وَهِيَ بِنْتٌ مُحِبَّةٌ لِلِاسْتِطْلَاعِ.',
        ),
      ).toEqual([]);
    });
  });
});
