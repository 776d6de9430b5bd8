import { describe, expect, it } from 'vitest';
import { InvalidEngineOutputError } from '../invalid-engine-output-error.ts';
import { storyDraft, writerInput } from '../test-support/story-fixtures.ts';
import { vowellingRatio } from './arabic-vowelling.ts';
import { validateStory } from './validate-story.ts';

describe('validateStory', () => {
  it('accepts a complete answer and keeps the dialect text for a spoken dialect', () => {
    const story = validateStory(storyDraft(), writerInput);
    expect(story.titleDialect).toBe('ليلى والفانوس');
    expect(story.pages.every((page) => page.textDialect)).toBe(true);
  });

  it('refuses Arabic without its vowel marks', () => {
    const draft = storyDraft(3, {
      textAr: 'ذهبت ليلى مع صقر إلى السوق القديم ورأت الفوانيس تلمع في الليل.',
    });
    expect(() => validateStory(draft, writerInput)).toThrow(
      /page 1 Arabic text is not fully vowelled/,
    );
  });

  it('refuses a story in which a chosen character is never named, and an empty page', () => {
    const draft = storyDraft();
    for (const page of draft.pages) page.textEn = page.textEn.replaceAll('Saqr', 'the falcon');
    draft.pages[1]!.textEn = '  ';
    expect(() => validateStory(draft, writerInput)).toThrow(InvalidEngineOutputError);
    expect(() => validateStory(draft, writerInput)).toThrow(
      /page 2 English text is empty; Saqr is never named/,
    );
  });

  it('refuses a missing dialect text when a spoken dialect was asked for', () => {
    const draft = storyDraft() as ReturnType<typeof storyDraft> & {
      pages: Array<{ textDialect?: string }>;
    };
    delete draft.pages[0]!.textDialect;
    expect(() => validateStory(draft, writerInput)).toThrow(/page 1 dialect text is empty/);
  });

  it('drops a scene character who is not in the story, and matches names whatever their case', () => {
    const draft = storyDraft();
    draft.pages[0]!.scene.characters = [
      { name: 'layla' as 'Layla', pose: 'waving' },
      { name: 'Stranger' as 'Layla', pose: 'standing' },
    ];
    expect(validateStory(draft, writerInput).pages[0]?.scene.characters).toEqual([
      { name: 'Layla', pose: 'waving' },
    ]);
  });

  it("keeps each page's setting, its grown-ups (each role once) and its things with where they are", () => {
    const draft = storyDraft();
    draft.pages[0]!.scene.people = [
      { role: 'grandmother' },
      { role: 'grandmother' },
      { role: 'baby' },
    ];
    const [first, second, third] = validateStory(draft, writerInput).pages.map(
      (page) => page.scene,
    );
    expect(first).toEqual(
      expect.objectContaining({
        setting: 'place',
        people: [{ role: 'grandmother' }, { role: 'baby' }],
        props: [],
      }),
    );
    expect(second).toEqual(
      expect.objectContaining({
        people: [{ role: 'seller' }],
        props: [{ kind: 'lantern', where: 'held' }],
      }),
    );
    expect(third).toEqual(
      expect.objectContaining({ setting: 'bedroom', props: [{ kind: 'lantern', where: 'table' }] }),
    );
  });
});

describe('vowellingRatio', () => {
  it('tells fully vowelled Fusha from bare text', () => {
    expect(vowellingRatio('ذَهَبَتْ لَيْلَى إِلَى السُّوقِ')).toBeGreaterThan(0.6);
    expect(vowellingRatio('ذهبت ليلى إلى السوق')).toBe(0);
    expect(vowellingRatio('Layla')).toBe(0);
  });
});
