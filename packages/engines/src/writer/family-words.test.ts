import { describe, expect, it } from 'vitest';
import type { Dialect } from '@qamar/shared';
import { withFamilyWords } from './family-words.ts';
import { writeStory } from './write-story.ts';

const teta = { grandma: { en: 'Teta', ar: 'تيتة' }, grandpa: { en: 'Jeddo', ar: 'جدّو' } };
const bare = (text: string) => text.replace(/[\u064B-\u0652\u0670]/g, '');

describe("a child's words for their grandparents", () => {
  it('replace Grandma and Grandpa in Fusha and the dialects, and nothing else', () => {
    const story = {
      titleEn: 'Grandma and the Kite',
      titleAr: 'جَدَّتُها وَالطّائِرَةُ',
      moralEn: '',
      moralAr: '',
      pages: [
        {
          textEn: 'Her grandma smiled at Grandpa.',
          textAr: 'اِبْتَسَمَتْ جَدَّتُهَا لِجَدِّهَا، وَوَجَدَتِ الكِتابَ جَميلًا جِدًّا.',
          textDialect: 'الجدّة قالت لجدّو: حلو جدًّا',
          scene: {
            description: 'Grandma waves',
            characters: [],
            timeOfDay: 'night' as const,
            mood: 'calm' as const,
          },
        },
      ],
    };
    const said = withFamilyWords(story, teta);
    expect(said.titleEn).toBe('Teta and the Kite');
    expect(said.titleAr).toBe('تيتة وَالطّائِرَةُ');
    expect(said.pages[0]!.textEn).toBe('Her Teta smiled at Jeddo.');
    expect(said.pages[0]!.textAr).toBe('اِبْتَسَمَتْ تيتة لِجدّو، وَوَجَدَتِ الكِتابَ جَميلًا جِدًّا.');
    expect(said.pages[0]!.textDialect).toBe('تيتة قالت لجدّو: حلو جدًّا');
    expect(said.pages[0]!.scene.description).toBe('Teta waves');
  });

  it('are what stories about a grandma say, in every language', () => {
    let told = 0;
    for (const dialect of [
      'standard',
      'egyptian',
      'lebanese',
      'gulf_saudi',
      'gulf_uae',
    ] as Dialect[]) {
      for (let seed = 1; seed <= 20; seed++) {
        const story = writeStory({
          characters: [
            {
              name: 'Hessa',
              nameAr: 'حصة',
              type: 'human',
              gender: 'female',
              age: 4,
              description: 'A little girl',
            },
          ],
          location: { name: 'Home', type: 'city', description: 'A warm family home' },
          description: 'Hessa bakes cookies with her grandma',
          ageGroup: '3-5',
          dialect,
          pages: 5,
          seed,
          familyWords: teta,
        });
        const en = story.pages.map((p) => p.textEn).join(' ');
        const ar = bare(story.pages.map((p) => p.textAr).join(' '));
        const dl = story.pages.map((p) => p.textDialect ?? '').join(' ');
        expect(en, `${dialect} ${seed}`).not.toMatch(/\b(grandma|granny|grandmother)\b/i);
        expect(ar, `${dialect} ${seed}`).not.toMatch(/(^|[^\p{L}])[وفبلك]?(ال)?جدّ?[ةت]/u);
        if (en.includes('Teta')) {
          told++;
          expect(ar, `${dialect} ${seed}`).toContain('تيتة');
        }
        if (dialect !== 'standard')
          expect(dl, `${dialect} ${seed}`).not.toMatch(/(^|[^\p{L}])[وفبلك]?(ال)?[جي]دّ[ةت]/u);
      }
    }
    expect(told).toBeGreaterThan(50);
  });
});
