import type { WriterInput } from '../../types.ts';
import type { StoryDraft } from '../writer/story-schema.ts';

export const writerInput: WriterInput = {
  characters: [
    {
      name: 'Layla',
      nameAr: 'لَيْلَى',
      type: 'human',
      gender: 'female',
      age: 6,
      description: 'curly black hair, a yellow dress and a red hair band',
    },
    {
      name: 'Saqr',
      nameAr: 'صَقْر',
      type: 'animal',
      gender: 'male',
      species: 'falcon',
      description: 'a small brown falcon with a white chest',
    },
  ],
  location: {
    name: 'The old souk',
    nameAr: 'السُّوقُ الْقَدِيم',
    type: 'city',
    description: 'lantern-lit alleys, spice stalls and a fountain',
    setting: 'old-souk',
  },
  theme: 'Friendship',
  ageGroup: '6-8',
  dialect: 'egyptian',
  pages: 3,
  seed: 42,
};

/** Three pages of one small story, in English, vowelled Fusha and Egyptian, with what each picture shows. */
type DraftScene = StoryDraft['pages'][number]['scene'];
const pagesOfTheSouk: Array<{
  en: string;
  ar: string;
  dialect: string;
  scene: Pick<DraftScene, 'setting' | 'people' | 'props'>;
}> = [
  {
    en: 'Layla and Saqr walk through the old souk, where the lanterns glow softly.',
    ar: 'ذَهَبَتْ لَيْلَى مَعَ صَقْرٍ إِلَى السُّوقِ الْقَدِيمِ، وَرَأَتِ الْفَوَانِيسَ تَلْمَعُ فِي الْمَسَاءِ.',
    dialect: 'ليلى راحت مع صقر السوق القديم، وشافت الفوانيس بتنوّر أوي.',
    scene: { setting: 'place', people: [], props: [] },
  },
  {
    en: 'Saqr finds a little lantern that has lost its light, and Layla carries it to the lantern seller.',
    ar: 'وَجَدَ صَقْرٌ فَانُوسًا صَغِيرًا انْطَفَأَ نُورُهُ، فَحَمَلَتْهُ لَيْلَى إِلَى بَائِعِ الْفَوَانِيسِ.',
    dialect: 'صقر لقى فانوس صغير نوره طفي، وليلى شالته لبيّاع الفوانيس.',
    scene: {
      setting: 'place',
      people: [{ role: 'seller' }],
      props: [{ kind: 'lantern', where: 'held' }],
    },
  },
  {
    en: 'At night Layla and Saqr walk home under the shining lanterns, and Layla falls asleep smiling.',
    ar: 'وَفِي اللَّيْلِ عَادَتْ لَيْلَى وَصَقْرٌ إِلَى الْبَيْتِ تَحْتَ الْفَوَانِيسِ، وَنَامَتْ لَيْلَى وَهِيَ تَبْتَسِمُ.',
    dialect: 'وبالليل ليلى وصقر رجعوا البيت تحت الفوانيس، وليلى نامت وهي مبسوطة.',
    scene: { setting: 'bedroom', people: [], props: [{ kind: 'lantern', where: 'table' }] },
  },
];

/**
 * An answer a model could give for writerInput: every field filled, Arabic fully vowelled and
 * correct (it passes the Arabic gate), both characters named. More pages than three repeat the last.
 */
export function storyDraft(
  pages = writerInput.pages,
  overrides: { textAr?: string } = {},
): StoryDraft {
  return {
    titleEn: 'Layla and the Lantern',
    titleAr: 'لَيْلَى وَالْفَانُوسُ',
    titleDialect: 'ليلى والفانوس',
    moralEn: 'Friends help each other find their way.',
    moralAr: 'الْأَصْدِقَاءُ يُسَاعِدُ بَعْضُهُمْ بَعْضًا.',
    pages: Array.from({ length: pages }, (_, index) => {
      const page = pagesOfTheSouk[Math.min(index, pagesOfTheSouk.length - 1)]!;
      const last = index === pages - 1;
      return {
        textEn: page.en,
        textAr: overrides.textAr ?? page.ar,
        textDialect: page.dialect,
        scene: {
          description: last
            ? 'Layla sleeps in her bed while Saqr rests by the window.'
            : 'Layla and Saqr walk between lantern stalls in the old souk.',
          characters: [
            { name: 'Layla', pose: last ? 'sleeping' : 'walking' },
            { name: 'Saqr', pose: last ? 'sitting' : 'flying' },
          ],
          timeOfDay: last ? 'night' : 'sunset',
          mood: last ? 'sleepy' : 'curious',
          ...structuredClone(page.scene),
        },
      };
    }),
  } as StoryDraft;
}

/** A sensitive idea: the understood situation is pet-death, told in Alexandria in Egyptian. */
export const griefInput: WriterInput = {
  characters: [
    {
      name: 'Layla',
      nameAr: 'لَيْلَى',
      type: 'human',
      gender: 'female',
      age: 6,
      description: 'curly black hair and a yellow dress',
    },
  ],
  location: {
    name: 'Alexandria',
    type: 'city',
    description: 'the sea, the Corniche and the old tram',
  },
  description: 'our cat died and my daughter is sad',
  ageGroup: '6-8',
  dialect: 'egyptian',
  pages: 3,
  seed: 7,
};

/**
 * A good answer for griefInput: gentle, the situation's key words (we remember, a loving goodbye)
 * on every page in every language, Alexandria by its Arabic name, no parent's words, no cheering.
 */
export function griefDraft(): StoryDraft {
  const pages = [
    {
      textEn:
        'In Alexandria the sea was quiet that night. Layla sat by the window, missing the cat who used to sleep on her bed. Mama sat beside her and said, "We remember her together, whenever you like."',
      textAr:
        'كَانَ الْبَحْرُ هَادِئًا فِي الْإِسْكَنْدَرِيَّةِ تِلْكَ اللَّيْلَةَ. جَلَسَتْ لَيْلَى عِنْدَ النَّافِذَةِ تَشْتَاقُ إِلَى الْقِطَّةِ الَّتِي كَانَتْ تَنَامُ عَلَى سَرِيرِهَا. جَلَسَتْ أُمُّهَا بِجَانِبِهَا وَقَالَتْ: «نَتَذَكَّرُهَا مَعًا كُلَّمَا أَرَدْتِ.»',
      textDialect:
        'البحر في إسكندرية كان هادي الليلة دي. ليلى قعدت جنب الشبّاك، والقطة اللي كانت بتنام على سريرها وحشتها. ماما قعدت جنبها وقالتلها: «إحنا بنفتكرها سوا وقت ما تحبّي.»',
      scene: {
        description: 'Layla sits by the window of her room with Mama beside her.',
        characters: [{ name: 'Layla', pose: 'sitting' }],
        timeOfDay: 'sunset',
        mood: 'worried',
        setting: 'bedroom',
        people: [{ role: 'mother' }],
        props: [{ kind: 'pet-bowl', where: 'ground' }],
      },
    },
    {
      textEn:
        'Layla and Mama looked at photos of the cat. "We remember how she chased the sea foam," Mama said softly. Layla drew the cat and wrote a loving goodbye under the drawing.',
      textAr:
        'نَظَرَتْ لَيْلَى وَأُمُّهَا إِلَى صُوَرِ الْقِطَّةِ. قَالَتِ الْأُمُّ بِهُدُوءٍ: «نَتَذَكَّرُ كَيْفَ كَانَتْ تَجْرِي وَرَاءَ زَبَدِ الْبَحْرِ.» رَسَمَتْ لَيْلَى الْقِطَّةَ، وَكَتَبَتْ تَحْتَ الرَّسْمِ وَدَاعًا مُحِبًّا.',
      textDialect:
        'ليلى وماما بصّوا على صور القطة. ماما قالت بهدوء: «بنفتكر إزاي كانت بتجري ورا رغوة البحر.» ليلى رسمت القطة وكتبت تحت الرسمة وداع بحبّ.',
      scene: {
        description: 'Layla and Mama look at photos of the cat on the sofa.',
        characters: [{ name: 'Layla', pose: 'sitting' }],
        timeOfDay: 'sunset',
        mood: 'calm',
        setting: 'living-room',
        people: [{ role: 'mother' }],
        props: [
          { kind: 'photo', where: 'held' },
          { kind: 'drawing', where: 'table' },
        ],
      },
    },
    {
      textEn:
        'That night Layla put the drawing by her bed. She whispered a loving goodbye, and the sound of the sea of Alexandria rocked her gently to sleep.',
      textAr:
        'فِي تِلْكَ اللَّيْلَةِ وَضَعَتْ لَيْلَى الرَّسْمَ بِجَانِبِ سَرِيرِهَا، وَهَمَسَتْ بِوَدَاعٍ مُحِبٍّ. ثُمَّ هَدْهَدَهَا صَوْتُ بَحْرِ الْإِسْكَنْدَرِيَّةِ حَتَّى نَامَتْ.',
      textDialect:
        'بالليل ليلى حطّت الرسمة جنب سريرها، وهمست بوداع بحبّ. وصوت بحر إسكندرية هدهدها لحد ما نامت.',
      scene: {
        description: 'Layla sleeps in her bed with the drawing of the cat beside her.',
        characters: [{ name: 'Layla', pose: 'sleeping' }],
        timeOfDay: 'night',
        mood: 'sleepy',
        setting: 'bedroom',
        people: [],
        props: [{ kind: 'drawing', where: 'table' }],
      },
    },
  ];
  return {
    titleEn: 'Layla Remembers',
    titleAr: 'لَيْلَى تَتَذَكَّرُ',
    titleDialect: 'ليلى بتفتكر',
    moralEn: 'Those we love stay in our hearts when we remember them.',
    moralAr: 'مَنْ نُحِبُّهُمْ يَبْقَوْنَ فِي قُلُوبِنَا حِينَ نَتَذَكَّرُهُمْ.',
    pages,
  } as StoryDraft;
}
