import { describe, expect, it } from 'vitest';
import { anonymiseDescription, neutralPhrases } from './anonymise-description.ts';

/** A small seeded generator (Park–Miller), so that phrase choices repeat. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

const anonymise = (text: string, seed = 7) => anonymiseDescription(text, { random: seeded(seed) });
const englishPhrases = neutralPhrases.en.map((p) => p.indefinite);

describe('anonymiseDescription', () => {
  it("keeps the names it is told to keep (the story's own characters), in either script, and hides the others", () => {
    const keep = ['Hessa', 'حصة'];
    expect(anonymiseDescription('Hessa bakes date cookies with grandma', { keep })).toBe(
      'Hessa bakes date cookies with grandma',
    );
    expect(anonymiseDescription("Hessa's cookies for Teta", { keep })).toBe(
      "Hessa's cookies for Teta",
    );
    expect(anonymiseDescription('حصة تخبز الكعك ولحصة قطة', { keep })).toBe(
      'حصة تخبز الكعك ولحصة قطة',
    );
    const out = anonymiseDescription('Hessa plays with Omar', { keep, random: seeded(3) });
    expect(out).toMatch(/^Hessa plays with (a|the) [a-z ]+$/);
  });

  it('replaces an English first name with a neutral phrase, capitalised at the start of a sentence', () => {
    const out = anonymise('Layla finds a shell on the beach.');
    expect(out).not.toContain('Layla');
    expect(englishPhrases.map((p) => p.charAt(0).toUpperCase() + p.slice(1))).toContain(
      out.replace(' finds a shell on the beach.', ''),
    );
  });

  it('replaces a name in the middle of a sentence with a lower-case phrase', () => {
    const out = anonymise('A walk to the park with Omar.');
    expect(out).toMatch(/^A walk to the park with (a|the) [a-z ]+\.$/);
  });

  it('speaks of the same child with the definite phrase the second time', () => {
    const out = anonymise('Layla finds a shell. Layla smiles.');
    const [first, second] = out.split('. ');
    expect(second).toBe(`${first!.replace(/^A /, 'The ').replace(' finds a shell', '')} smiles.`);
  });

  it('replaces unknown capitalised words of 3 to 15 letters as names', () => {
    expect(anonymise('A trip with Zubaida.')).not.toContain('Zubaida');
    expect(anonymise('A trip with Bo.')).toBe('A trip with Bo.');
    expect(anonymise('A trip with Abcdefghijklmnop.')).toBe('A trip with Abcdefghijklmnop.');
  });

  it('turns two names joined by "and" into two friends', () => {
    expect(anonymise('Layla and Omar build a kite.')).toBe('Two friends build a kite.');
    expect(anonymise('A story about Layla and Omar in the desert.')).toBe(
      'A story about two friends in the desert.',
    );
  });

  it('turns three or more names into the children', () => {
    expect(anonymise('Layla, Omar and Sami build a kite.')).toBe('The children build a kite.');
    expect(anonymise('A picnic for Layla, Omar, and Max.')).toBe('A picnic for the children.');
  });

  it('turns possessives into the child’s', () => {
    expect(anonymise("Layla's cat sleeps.")).toBe("The child's cat sleeps.");
    expect(anonymise('A hug for Omar’s cat.')).toBe('A hug for the child’s cat.');
    expect(anonymise("Layla and Omar's kite flies.")).toBe("The two friends' kite flies.");
  });

  it('keeps sentence starters, feasts, days and months', () => {
    const text =
      'Once upon a time, on a Monday in Ramadan, the family prepared for Eid. Tonight everyone sleeps early. After dinner, Allah’s gifts are counted in March.';
    expect(anonymise(text)).toBe(text);
  });

  it('keeps place names, languages and sky words', () => {
    const text =
      'A felucca on the Nile near Cairo, then Beirut, Dubai and Oman, under the Moon; English and Arabic songs from Egypt and Lebanon.';
    expect(anonymise(text)).toBe(text);
  });

  it('keeps contractions and words that are not names', () => {
    const text = "Let's go! Don't worry, it's fine. I'll help.";
    expect(anonymise(text)).toBe(text);
  });

  it('keeps the title and drops the name after it', () => {
    expect(anonymise('My friend Layla visits Teta Salwa.')).toBe('My friend visits Teta.');
    expect(anonymise("A cake for Teta Salwa's birthday.")).toBe("A cake for Teta's birthday.");
    expect(anonymise('Princess Layla saves the garden.')).toBe('The princess saves the garden.');
    expect(anonymise('A cat named Mishmish finds a key.')).toBe('A cat finds a key.');
  });

  it('replaces Arabic names with Arabic phrases of the right gender', () => {
    const out = anonymise('ليلى تحب القطط.');
    expect(neutralPhrases.ar.female.map((p) => `${p.indefinite} تحب القطط.`)).toContain(out);
    const boy = anonymise('يوسف يحب البحر.');
    expect(neutralPhrases.ar.male.map((p) => `${p.indefinite} يحب البحر.`)).toContain(boy);
  });

  it('turns two Arabic names into two friends, in the case the sentence needs', () => {
    expect(anonymise('قصة عن ليلى وعمر في الصحراء.')).toBe('قصة عن صديقين في الصحراء.');
    expect(anonymise('ليلى وعمر يكتشفان كنزًا.')).toBe('صديقان يكتشفان كنزًا.');
    expect(anonymise('ليلى ومريم تلعبان.')).toBe('صديقتان تلعبان.');
    expect(anonymise('ليلى وعمر وسامي يبنون قلعة.')).toBe('الأطفال يبنون قلعة.');
  });

  it('keeps Arabic prefixes on the phrase', () => {
    const out = anonymise('ليلى تغني. ثم تغني لليلى أمها.');
    expect(out).toMatch(/ثم تغني لل[\u0621-\u064A]+/);
    expect(out).not.toContain('ليلى');
  });

  it('leaves Arabic words that are also names alone unless they are used as names', () => {
    expect(anonymise('نور القمر يضيء الغرفة، ولديه أمل كبير.')).toBe(
      'نور القمر يضيء الغرفة، ولديه أمل كبير.',
    );
    expect(anonymise('طفل بعمر خمس سنوات.')).toBe('طفل بعمر خمس سنوات.');
    expect(anonymise('صديقتي نور تحب القراءة.')).toBe('صديقتي تحب القراءة.');
    expect(anonymise('نور وليلى تلعبان.')).toBe('صديقتان تلعبان.');
  });

  it('gives the same answer for the same seed', () => {
    const text = 'Layla, Karim, Noor. Then Yusuf and Hamza met Salma.';
    expect(anonymise(text, 42)).toBe(anonymise(text, 42));
    const choices = new Set(
      [0, 0.3, 0.6, 0.99].map((value) =>
        anonymiseDescription('Layla sleeps.', { random: () => value }),
      ),
    );
    expect(choices.size).toBe(4);
  });

  it('changes nothing more when run twice', () => {
    const texts = [
      'Layla and Omar find a map. Layla’s cat follows Omar to Cairo.',
      'Princess Noor, Uncle Faisal and my friend Sami plan a Ramadan surprise for Teta Salwa.',
      'قصة عن ليلى وعمر. ليلى تحب القطط ويوسف يحب البحر، وصديقتي نور معهما.',
    ];
    for (const text of texts) {
      const once = anonymise(text);
      expect(anonymise(once, 99)).toBe(once);
    }
  });

  it('never produces double spaces', () => {
    const texts = [
      'My friend Layla visits Teta Salwa.',
      'A cat named Mishmish and a dog.',
      'صديقتي نور وأختي ليلى.',
    ];
    for (const text of texts) expect(anonymise(text)).not.toMatch(/ {2}/);
  });

  it('works without a random source', () => {
    expect(anonymiseDescription('Layla dreams.')).not.toContain('Layla');
  });
});
