import type { WriterInput } from '../../types.ts';
import type { StoryDraft } from '../writer/story-schema.ts';

export const writerInput: WriterInput = {
  characters: [
    { name: 'Layla', nameAr: 'لَيْلَى', type: 'human', gender: 'female', age: 6, description: 'curly black hair, a yellow dress and a red hair band' },
    { name: 'Saqr', nameAr: 'صَقْر', type: 'animal', gender: 'male', species: 'falcon', description: 'a small brown falcon with a white chest' },
  ],
  location: { name: 'The old souk', nameAr: 'السُّوقُ الْقَدِيم', type: 'city', description: 'lantern-lit alleys, spice stalls and a fountain', setting: 'old-souk' },
  theme: 'Friendship',
  ageGroup: '6-8',
  dialect: 'egyptian',
  pages: 3,
  seed: 42,
};

const arabicPage = 'ذَهَبَتْ لَيْلَى مَعَ صَقْرٍ إِلَى السُّوقِ الْقَدِيمِ، وَرَأَتِ الْفَوَانِيسَ تَلْمَعُ فِي اللَّيْلِ.';
const dialectPage = 'ليلى راحت مع صقر السوق القديم، وشافت الفوانيس بتنوّر أوي.';

/** An answer a model could give for writerInput: every field filled, Arabic vowelled, both characters named. */
export function storyDraft(pages = writerInput.pages, overrides: { textAr?: string } = {}): StoryDraft {
  return {
    titleEn: 'Layla and the Lantern',
    titleAr: 'لَيْلَى وَالْفَانُوسُ',
    titleDialect: 'ليلى والفانوس',
    moralEn: 'Friends help each other find their way.',
    moralAr: 'الْأَصْدِقَاءُ يُسَاعِدُ بَعْضُهُمْ بَعْضًا.',
    pages: Array.from({ length: pages }, (_, index) => ({
      textEn: `Page ${index + 1}: Layla and Saqr walk through the old souk, where the lanterns glow softly.`,
      textAr: overrides.textAr ?? arabicPage,
      textDialect: dialectPage,
      scene: {
        description: 'Layla and Saqr walk between lantern stalls in the old souk.',
        characters: [
          { name: 'Layla', pose: 'walking' },
          { name: 'Saqr', pose: 'flying' },
        ],
        timeOfDay: index === pages - 1 ? 'night' : 'sunset',
        mood: index === pages - 1 ? 'sleepy' : 'curious',
      },
    })),
  } as StoryDraft;
}
