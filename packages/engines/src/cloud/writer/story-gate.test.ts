import { describe, expect, it } from 'vitest';
import { InvalidEngineOutputError } from '../invalid-engine-output-error.ts';
import { griefDraft, griefInput, storyDraft, writerInput } from '../test-support/story-fixtures.ts';
import { understandInput } from './idea-facts.ts';
import { gateStory, quotesIdea, saysPhrase, storyProblems } from './story-gate.ts';
import { validateStory } from './validate-story.ts';

const grief = understandInput(griefInput);
const problemsOf = (draft: ReturnType<typeof griefDraft>) =>
  storyProblems(validateStory(draft, griefInput), griefInput, grief);

describe('the gate over a cloud story', () => {
  it('passes the good answers of the fixtures', () => {
    expect(grief.situation).toBe('pet-death');
    expect(problemsOf(griefDraft())).toEqual([]);
    expect(
      storyProblems(
        validateStory(storyDraft(), writerInput),
        writerInput,
        understandInput(writerInput),
      ),
    ).toEqual([]);
  });

  it("refuses the parent's voice and the parent's words in any language", () => {
    const draft = griefDraft();
    draft.pages[0]!.textEn = `Our cat died and my daughter is sad. ${draft.pages[0]!.textEn}`;
    draft.pages[1]!.textDialect = `بنتي زعلانة. ${draft.pages[1]!.textDialect}`;
    const problems = problemsOf(draft);
    expect(problems).toContain('page 1 English speaks as the parent (my daughter, Our cat died)');
    expect(problems).toContain("page 1 English quotes the parent's idea");
    expect(problems).toContain('page 2 dialect speaks as the parent (بنتي)');
  });

  it('refuses cheering in a sensitive story, and lets it be in a happy one', () => {
    const draft = griefDraft();
    draft.pages[2]!.textEn = 'Layla laughed and clapped, and everyone cheered.';
    draft.pages[2]!.textAr = 'ضَحِكَتْ لَيْلَى وَصَفَّقَتْ.';
    expect(problemsOf(draft)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^page 3 English cheers in a sensitive story \(laughed\)/),
        'page 3 Arabic cheers in a sensitive story (ضحك, صفق)',
      ]),
    );
    const happy = storyDraft();
    happy.pages[2]!.textEn = 'Layla laughed and clapped for Saqr.';
    expect(
      storyProblems(validateStory(happy, writerInput), writerInput, understandInput(writerInput)),
    ).toEqual([]);
  });

  it('refuses a Fusha fault the Arabic gate knows, with its place and hint', () => {
    const draft = griefDraft();
    draft.pages[1]!.textAr = draft.pages[1]!.textAr.replace(
      'رَسَمَتْ لَيْلَى',
      'أَمْسَكَتْ الْجارَةُ يَدَ لَيْلَى، وَرَسَمَتْ لَيْلَى',
    );
    expect(problemsOf(draft)).toEqual([
      'page 2 (Fusha): sukun-before-wasl «أَمْسَكَتْ الْجارَةُ» (أَمْسَكَتِ الْجارَةُ)',
    ]);
  });

  it("refuses a story that says the situation's key words on fewer than two pages of a language", () => {
    const draft = griefDraft();
    for (const page of draft.pages.slice(1)) {
      page.textEn = page.textEn
        .replace(/We remember/g, 'We think of')
        .replace(/a loving goodbye/g, 'goodnight');
      page.textDialect = String(page.textDialect)
        .replace(/بنفتكر/g, 'بنفكّر في')
        .replace(/وداع بحبّ/g, 'تصبحي على خير');
    }
    expect(problemsOf(draft)).toEqual([
      'the English text says the key words of "losing a pet" (we remember / a loving goodbye) on 1 page, not two',
      'the dialect text says the key words of "losing a pet" (بنفتكر / وداع بحبّ) on 1 page, not two',
    ]);
  });

  it('lists the problems in a retryable refusal', () => {
    const draft = griefDraft();
    draft.moralEn = 'My daughter learned to say goodbye.';
    const story = validateStory(draft, griefInput);
    expect(() => gateStory(story, griefInput, grief)).toThrow(InvalidEngineOutputError);
    expect(() => gateStory(story, griefInput, grief)).toThrow(
      /refused by the quality gate: English moral speaks as the parent \(My daughter\)/,
    );
  });
});

describe('finding words and quotations', () => {
  it('finds a key phrase with another case ending, a joined prefix or the article, and English endings', () => {
    expect(saysPhrase('وَكَتَبَتْ وَدَاعًا مُحِبًّا.', 'وَداعٌ مُحِبٌّ')).toBe(true);
    expect(saysPhrase('وَهَمَسَتْ بِوَدَاعٍ مُحِبٍّ', 'وَداعٌ مُحِبٌّ')).toBe(true);
    expect(saysPhrase('فَرِحَتْ بِالْمَوْلُودِ الْجَدِيدِ', 'المَوْلودُ الجَديدُ')).toBe(true);
    expect(saysPhrase('لِلْمَوْلُودِ الْجَدِيدِ', 'المَوْلودُ الجَديدُ')).toBe(true);
    expect(saysPhrase('We remembered her.', 'we remember')).toBe(true);
    expect(saysPhrase('We think of her.', 'we remember')).toBe(false);
    expect(saysPhrase('وَدَاعًا يَا قِطَّةُ', 'وَداعٌ مُحِبٌّ')).toBe(false);
  });

  it("finds six of the parent's words in a row, or the whole of a short idea, whatever the marks", () => {
    expect(
      quotesIdea(
        'One night, our cat died and my daughter is sad.',
        'our cat died and my daughter is sad',
      ),
    ).toBe(true);
    expect(quotesIdea('ماتت قطتنا وابنتي حزينة جدا', 'مَاتَتْ قِطَّتُنَا وَابْنَتِي حَزِينَةٌ')).toBe(true);
    expect(
      quotesIdea('The cat died, and Layla is sad.', 'our cat died and my daughter is sad'),
    ).toBe(false);
    expect(quotesIdea('Layla rode a camel.', 'a camel')).toBe(false);
  });
});
