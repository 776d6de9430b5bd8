import { describe, expect, it } from 'vitest';
import { INDOOR_SETTINGS, type AgeGroup, type Pose } from '../types.ts';
import { fixtureIdeas } from './idea/fixtures/ideas.ts';
import { understandIdea } from './idea/understand-idea.ts';
import { poseInText, wordPattern } from './text-pose.ts';
import { writeStory } from './write-story.ts';

const MARIAM = wordPattern('Mariam');

describe('the pose a sentence gives', () => {
  it.each<[string, Pose | undefined]>([
    ['Mariam lies in bed, wide awake.', 'resting'],
    ['Mariam sat on the bed and looked at the moon.', 'resting'],
    ['Mariam pulled the blanket up to her nose.', 'resting'],
    ['Mariam snuggled under the covers.', 'resting'],
    ['Mariam hid under the blanket.', 'resting'],
    ['Mariam was ill, and rest in bed was the best medicine.', 'resting'],
    ['Mariam lay on the sofa with a book.', 'reading'],
    ['Mariam lay on the sofa and listened to the rain.', 'sitting'],
    ['Mariam sat on the rug by the window.', 'sitting'],
    ['Grandpa came and sat beside Mariam with an old tin box.', 'sitting'],
    ['Mama hugged Mariam.', 'hugging'],
    ['Mariam waved goodbye from the door.', 'waving'],
    ['Mariam ran to the gate.', 'running'],
    // Denied, planned or about someone else: the beat's pose stands.
    ['Mariam did not want to go to bed.', undefined],
    ['Soon it was time for bed, Mariam knew.', undefined],
    ['Mariam could not sit still.', undefined],
    ['Mariam put the toy rabbit into the bed.', undefined],
    ['Mama sat on the edge of the bed.', undefined],
    ['Mariam told a lie, and lying felt heavy.', undefined],
    ['Mama took Mariam to the clinic, where the doctor knelt down and smiled.', undefined],
    ['Mariam tried to play, but lay on the sofa all afternoon.', 'sitting'],
    ['Lying in bed, Mariam listened to the rain.', 'resting'],
    ['Mariam was lying in the dark, listening.', 'resting'],
    ['Mama tucked Mariam into bed.', 'resting'],
    ['Grandpa tucked Mariam in. "Goodnight," he whispered.', 'resting'],
    ['Mariam sat the old teddy on the shelf.', undefined],
    ['Mariam climbed into the big chair.', 'sitting'],
    ['Mariam planted seeds in the flower bed.', undefined],
    ['Mariam tried, but her thoughts kept running back to the clinic.', undefined],
    ['Mariam looked under the bed again.', undefined],
    ['Mariam sat quietly on the edge of the bed.', 'sitting'],
    ['Lying in bed, Mama listened to Mariam.', undefined],
  ])('%s → %s', (text, pose) => {
    expect(poseInText(text, MARIAM)).toBe(pose);
  });

  it('reads a grown-up of the page by the words that name them', () => {
    expect(poseInText('Grandma was resting in bed.', /\bgrandma\b/i)).toBe('resting');
    expect(poseInText('Baba sat down beside Karim.', /\bBaba\b/)).toBe('sitting');
    expect(
      poseInText('Auntie found Yasmin sitting by the window.', /\bAuntie\b/, {
        grownUp: true,
        others: wordPattern('Yasmin'),
      }),
    ).toBeUndefined();
    expect(poseInText('Auntie found Yasmin sitting by the window.', wordPattern('Yasmin'))).toBe(
      'sitting',
    );
    expect(
      poseInText('In bed, Layla told Auntie a story.', /\bAuntie\b/, {
        grownUp: true,
        others: wordPattern('Layla'),
      }),
    ).toBeUndefined();
    expect(poseInText('Mama sat on the edge of the bed.', /\bMama\b/, { grownUp: true })).toBe(
      'sitting',
    );
    expect(poseInText('Mama tucked Mariam into bed.', /\bMama\b/, { grownUp: true })).toBe(
      'standing',
    );
    expect(
      poseInText('Grandma was resting in a hospital bed.', /\bGrandma\b/, { grownUp: true }),
    ).toBe('resting');
  });
});

/** A clause that puts the child in bed or on a seat, in words apart from the writer's own list. */
const IN_BED =
  /\b(lay|lies|lying|stayed|settled|snuggled|curled up|rested|resting|sat|sits)\b[^,;.]*\b(in|into|under) (the |her |his )?(bed|blanket|covers|quilt)\b/i;
const ON_SEAT =
  /\b(lay|lies|sat|sits|sitting) (down )?on (the|a) (sofa|couch|rug|cushion|floor)\b/i;
const DENIED = /\b(not|n't|never|would|will|could|wanted|if|time for)\b/i;

/** The fixture ideas with a plot, and bedtime, illness and home days told a few times over. */
const IDEAS = [
  ...Object.values(fixtureIdeas)
    .flat()
    .map((c) => c.text)
    .filter((text) => understandIdea(text).situation !== null),
  ...Array.from({ length: 6 }, () => [
    'she is sick in bed with a fever',
    'she cannot fall asleep at night',
    'she has bad dreams',
    'she does not want to go to bed',
    'grandma is ill and she visits her',
    'a rainy day at home',
  ]).flat(),
];
const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
const INDOOR: readonly string[] = INDOOR_SETTINGS;

describe('every page whose text puts the child in bed or on a seat', () => {
  it('draws the child in bed, or sitting', () => {
    const wrong: string[] = [];
    let seen = 0;
    IDEAS.forEach((idea, k) => {
      const story = writeStory({
        characters: [
          { name: 'Layla', type: 'human', gender: 'female', age: 6, description: 'a curious girl' },
        ],
        location: { name: 'Home', type: 'city', description: 'our flat in Cairo' },
        description: idea,
        ageGroup: AGES[k % 3]!,
        dialect: (['egyptian', 'lebanese', 'gulf_saudi', 'standard'] as const)[k % 4]!,
        pages: [3, 5, 6, 8, 10][k % 5]!,
        seed: 7000 + k,
      });
      for (const page of story.pages) {
        const pose = page.scene?.characters.find((c) => c.name === 'Layla')?.pose;
        if (!pose || pose === 'sleeping') continue;
        const clauses = page.textEn
          .split(/(?<=[.!?]["”]?)\s+/)
          .filter((s) => /\bLayla\b/.test(s))
          .flatMap((s) => s.split(/[,;:]|\bbut\b/))
          .filter((c) => !DENIED.test(c));
        const bed = clauses.find((c) => IN_BED.test(c));
        const seat = clauses.find((c) => ON_SEAT.test(c));
        if (bed) {
          seen++;
          // In bed in the bedroom (or at home); "under a blanket" in another room is on the sofa.
          const room = page.scene?.setting;
          const sofa =
            room !== undefined && room !== 'bedroom' && room !== 'clinic' && INDOOR.includes(room);
          if (pose !== (sofa ? 'sitting' : 'resting')) wrong.push(`${pose}: ${bed}`);
        } else if (seat) {
          seen++;
          if (!['sitting', 'reading', 'resting'].includes(pose)) wrong.push(`${pose}: ${seat}`);
        }
      }
    });
    console.info(`${seen} pages put the child in bed or on a seat`);
    expect(seen).toBeGreaterThan(10);
    expect(wrong, wrong.slice(0, 20).join('\n')).toEqual([]);
  });
});

describe('a grandparent of the cast', () => {
  it('takes the pose the text gives "Grandma" or "Grandpa", whatever their name', () => {
    const poses = new Map<string, number>();
    for (let seed = 0; seed < 20; seed++)
      for (const page of writeStory({
        characters: [
          { name: 'Yasmin', type: 'human', gender: 'female', age: 6, description: 'a kind girl' },
          {
            name: 'Teta Fatma',
            type: 'human',
            gender: 'female',
            age: 68,
            description: 'her grandma',
          },
        ],
        location: { name: 'Home', type: 'city', description: 'our flat in Cairo' },
        description: 'a visit to grandma',
        ageGroup: (['3-5', '6-8', '9-12'] as const)[seed % 3]!,
        dialect: 'egyptian',
        pages: [5, 6, 8][seed % 3]!,
        seed,
      }).pages) {
        const pose = page.scene?.characters.find((c) => c.name === 'Teta Fatma')?.pose;
        const hugs = page.textEn
          .split(/(?<=[.!?]["”]?)\s+/)
          .some((s) => /\bGrandma (hugged|sat)\b/.test(s) && !/\b(not|would|will)\b/.test(s));
        if (pose && hugs) poses.set(pose, (poses.get(pose) ?? 0) + 1);
      }
    expect([...poses.keys()].length).toBeGreaterThan(0);
    for (const pose of poses.keys()) expect(['hugging', 'sitting', 'resting']).toContain(pose);
  });
});

describe('a sick grandparent visited at home or in hospital', () => {
  it('is drawn resting in bed on the page the plot pictures so', () => {
    let resting = 0;
    for (let seed = 0; seed < 16; seed++)
      for (const page of writeStory({
        characters: [
          { name: 'Ali', type: 'human', gender: 'male', age: 7, description: 'a kind boy' },
        ],
        location: { name: 'Home', type: 'city', description: 'our flat in Cairo' },
        description: 'grandma is sick and we visit her with a get-well card',
        ageGroup: (['3-5', '6-8', '9-12'] as const)[seed % 3]!,
        dialect: 'egyptian',
        pages: [5, 6, 8][seed % 3]!,
        seed,
      }).pages) {
        const grandma = page.scene?.people?.find((p) => p.role === 'grandmother');
        if (grandma && page.scene?.description.includes('resting in')) {
          expect(grandma.pose, page.scene.description).toBe('resting');
          resting++;
        }
      }
    expect(resting).toBeGreaterThan(3);
  });
});
