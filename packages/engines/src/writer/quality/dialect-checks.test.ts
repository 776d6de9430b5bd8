import { describe, expect, it } from 'vitest';
import {
  inEmiratiWords,
  inLebaneseWords,
  inNajdiWords,
  narratorsGrandparents,
  withEmiratiYa,
} from '../dialect-finish.ts';
import { checkDialect, sharedWordShare } from './dialect-checks.ts';

const rules = (text: string, dialect: Parameters<typeof checkDialect>[1]): string[] =>
  checkDialect(text, dialect).map((f) => f.rule);

describe('the dialect checker', () => {
  it('finds Emirati words written with the ج of other dialects, with prefixes and pronouns', () => {
    expect(rules('جدّتها جات من عند الجيران ويابت دياي.', 'gulf_uae')).toEqual([
      'emirati-ya',
      'emirati-ya',
      'emirati-ya',
    ]);
    expect(checkDialect('ويجيبه', 'gulf_uae')[0]?.hint).toBe('وييبه');
    expect(rules('يدّتها يات من عند الييران ويابت دياي، وقالت جي.', 'gulf_uae')).toEqual([]);
    // Other dialects keep their ج.
    expect(rules('جدّته جات من عند الجيران.', 'gulf_saudi')).toEqual([]);
  });

  it('finds the Emirati ويّا with a pronoun written without its shadda, not "and came"', () => {
    expect(rules('يات ووياها شنطة، وقعد وياه.', 'gulf_uae')).toEqual([
      'emirati-wiyya',
      'emirati-wiyya',
    ]);
    expect(checkDialect('ووياها', 'gulf_uae')[0]?.hint).toBe('وويّاها');
    expect(rules('يات وويّاها شنطة، ويا صوت اليدّ.', 'gulf_uae')).toEqual([]);
  });

  it('finds Hijazi words in the Najdi text', () => {
    expect(rules('ليلى تبغى تروح، وطالعت جوّا.', 'gulf_saudi')).toEqual([
      'najdi-word',
      'najdi-word',
    ]);
    expect(rules('ليلى تبي تروح، وطالعت داخل.', 'gulf_saudi')).toEqual([]);
  });

  it('finds the narrator saying "my grandma", not a character saying it in quotes', () => {
    expect(rules('نورة كانت تبي جدّي يكون هنا.', 'gulf_saudi')).toEqual(['narrator-my-grandparent']);
    expect(rules('«مشكور يا حبيبي»، قال يدّي.', 'gulf_uae')).toEqual(['narrator-my-grandparent']);
    expect(rules('«يا جدّتي، صار شي»، قالت نورة لجدّتها.', 'gulf_saudi')).toEqual([]);
    expect(rules('قالت نورة: "يا جدّتي، تعالي" و“جدّي هنا”.', 'gulf_saudi')).toEqual([]);
  });

  it('finds the narrator saying "my mum", "my dad" or "my uncle" for the hero\'s family', () => {
    expect(rules('وبعدين أمّي جات وقعدت جنبه.', 'egyptian')).toEqual(['narrator-my-family']);
    expect(rules('سارة شافت أبوي وعمّي.', 'gulf_saudi')).toEqual([
      'narrator-my-family',
      'narrator-my-family',
    ]);
    expect(rules('وبعدين أمّها جات وقالت: «يا أمّي، تعالي».', 'egyptian')).toEqual([]);
    expect(rules('الصحن كان خالي.', 'lebanese')).toEqual([]);
  });

  it('finds an alif maqsura with a letter after it inside a word, in every dialect', () => {
    expect(rules('عمّ مريم جه ولقىها قلقانة.', 'egyptian')).toEqual(['maqsura-inside-word']);
    expect(checkDialect('عمّ مريم جه ولقىها قلقانة.', 'egyptian')[0]).toMatchObject({
      excerpt: 'ولقىها',
      hint: 'ولقاها',
    });
    expect(rules('بابا فرجىن الصورة.', 'lebanese')).toEqual(['maqsura-inside-word']);
    expect(rules('سوّىها بروحه.', 'gulf_saudi')).toEqual(['maqsura-inside-word']);
    expect(rules('عطىه الكورة.', 'gulf_uae')).toEqual(['maqsura-inside-word']);
    expect(rules('ليلى لقاها على الكنبة، وسوّى الشاي.', 'gulf_saudi')).toEqual([]);
  });

  it('finds a feminine helper verb running on into a masculine present', () => {
    expect(rules('مريم حاولت يفتكر، ونور ضلّت يتفرّج على الولاد.', 'lebanese')).toEqual([
      'feminine-aux-masculine-verb',
      'feminine-aux-masculine-verb',
    ]);
    expect(rules('ليلى فضلت بيبصّ.', 'egyptian')).toEqual(['feminine-aux-masculine-verb']);
    expect(
      rules(
        'مريم حاولت تفتكر، وظلّت يومين تطالع، ورجعت يمّ الباب، وبدت يدها ترتجف، ورجعت بيتها.',
        'gulf_saudi',
      ),
    ).toEqual([]);
    // A name after the verb is its subject.
    expect(checkDialect('وبعدين رجعت ياسمين البيت.', 'egyptian', ['ياسمين'])).toEqual([]);
  });

  it('finds Egyptian حاجة left masculine by a line written for every dialect', () => {
    expect(rules('وبعدين كل حاجة رجع هادي تاني.', 'egyptian')).toEqual(['egyptian-thing-feminine']);
    expect(rules('كل حاجة في الجنينة كان نايم كمان.', 'egyptian')).toEqual([
      'egyptian-thing-feminine',
    ]);
    expect(rules('لمّا كل حاجة في شطّ إسكندرية بيجهّز نفسه للنوم.', 'egyptian')).toEqual([
      'egyptian-thing-feminine',
    ]);
    expect(rules('نور نامت، مستعدّة لأيّ حاجة هيجيبه بكرة.', 'egyptian')).toEqual([
      'egyptian-thing-feminine',
    ]);
    expect(
      rules(
        'كل حاجة رجعت هادية، وكل حاجة في الجنينة كانت نايمة، لأيّ حاجة هتجيبها بكرة.',
        'egyptian',
      ),
    ).toEqual([]);
    expect(rules('كل شي رجع هادي.', 'lebanese')).toEqual([]);
  });

  it('finds English idioms rendered word for word', () => {
    expect(rules('مريم ضحكت ضحكة واسعة من الودن للودن.', 'egyptian')).toEqual(['dialect-calque']);
  });

  it('measures how much two texts share word for word', () => {
    expect(sharedWordShare('الولد راح البيت', 'الولد راح البيت')).toBe(1);
    expect(sharedWordShare('الولد راح البيت', 'الولد سار البيت')).toBeCloseTo(2 / 3);
  });
});

describe('the dialect finish', () => {
  it('writes Emirati with its ي, leaving the ج of جي and of words Emirati keeps', () => {
    expect(withEmiratiYa('جدّتها جات من عند الجيران، وقالت جي: الرجّال جاب جديد.')).toBe(
      'يدّتها يات من عند الييران، وقالت جي: الريّال ياب يديد.',
    );
    expect(withEmiratiYa('جميلة والجبل')).toBe('جميلة والجبل');
  });

  it("gives the narrator's grandparents the hero's pronoun, outside quotes only", () => {
    expect(narratorsGrandparents('ضهر جدّي كان يعوّره، و«يا جدّتي» قالت لجدّتي.', false)).toBe(
      'ضهر جدّها كان يعوّره، و«يا جدّتي» قالت لجدّتها.',
    );
    expect(narratorsGrandparents('«مشكور يا حبيبي»، قال يدّي.', true)).toBe(
      '«مشكور يا حبيبي»، قال يدّه.',
    );
    expect(
      narratorsGrandparents('الجدّة سولفت للجدّ، و«الجدّة تعبانة» قال بالجدّة والجدّ.', false),
    ).toBe('جدّتها سولفت لجدّها، و«الجدّة تعبانة» قال بجدّتها وجدّها.');
    expect(narratorsGrandparents('زيارة اليدّة، واليدّ فرحان، والجدّات.', true)).toBe(
      'زيارة يدّته، ويدّه فرحان، والجدّات.',
    );
    expect(narratorsGrandparents('العمّ عزف، والخالة جات، والخالص.', true)).toBe(
      'عمّه عزف، وخالته جات، والخالص.',
    );
  });

  it("says Beirut's زغير where a shared line says صغيّر", () => {
    expect(inLebaneseWords('ورقتين صغيّرين، وبنت صغيّرة، والبيت الصغيّر، وصغيّر.')).toBe(
      'ورقتين زغار، وبنت زغيرة، والبيت الزغير، وزغير.',
    );
    expect(inNajdiWords('ورقتين صغيّرين')).toBe('ورقتين صغار');
  });

  it("says the Gulf خلّى for Cairo's ساب, and the face as Najd and the Emirates say it", () => {
    expect(inNajdiWords('غسلت وشّها، وسابت أغلى وحدة للآخر.')).toBe(
      'غسلت وجهها، وخلّت أغلى وحدة للآخر.',
    );
    expect(inEmiratiWords('غسل وشّه، وساب الباب مفتوح.')).toBe('غسل ويهه، وخلّى الباب مفتوح.');
  });

  it('says the shared Gulf words the Najdi and the Emirati way', () => {
    expect(inNajdiWords('ليش إحنا ندوّر جوّا؟')).toBe('ليه حنّا ندوّر داخل؟');
    expect(inEmiratiWords('كيف قعدت مثل القمر وراحوا يدوّرون؟')).toBe(
      'شلون يلست شرات القمر وساروا يدوّرون؟',
    );
  });

  it('says "until it no longer showed" with one ما', () => {
    expect(inNajdiWords('ظلّت تطالع فيه لحدّ ما ما عاد بان.')).toBe('ظلّت تطالع فيه إلين ما عاد بان.');
    expect(inEmiratiWords('ظلّت تطالع فيه لحدّ ما ما عاد بان.')).toBe(
      'تمّت تطالع فيه لين ما عاد بان.',
    );
  });
});
