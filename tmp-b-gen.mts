import { createEmbeddedWriter } from './packages/engines/src/writer/embedded-writer.ts';
import { checkStory } from './packages/engines/src/writer/quality/check-story.ts';
import type { WriterInput } from './packages/engines/src/types.ts';
const w = createEmbeddedWriter();
const ideas: [string, any[], any][] = [
  ['my son starts school tomorrow and is nervous', [{ name: 'Adam', type: 'human', gender: 'male', age: 6, description: 'a kind boy' }, { name: 'Mama', type: 'human', gender: 'female', age: 35, description: 'his mother' }], { name: 'Home', type: 'city', description: 'our flat' }],
  ['our cat died and my daughter is sad', [{ name: 'Mariam', type: 'human', gender: 'female', age: 7, description: 'a gentle girl' }], { name: 'Home', type: 'city', description: 'our house' }],
  ['نريد قصة عن زيارة الجدة في الإسكندرية', [{ name: 'Mariam', type: 'human', gender: 'female', age: 6, description: 'a girl' }, { name: 'Grandma Huda', type: 'human', gender: 'female', age: 66, description: 'grandma' }], { name: 'Alexandria beach', type: 'nature', description: 'the sea' }],
  ['learning to share toys with a baby brother', [{ name: 'Omar', type: 'human', gender: 'male', age: 5, description: 'a boy' }, { name: 'Yusuf', type: 'human', gender: 'male', age: 1, description: 'baby brother' }], { name: 'Home', type: 'city', description: 'our flat' }],
  ['a trip to the beach', [{ name: 'Layla', type: 'human', gender: 'female', age: 8, description: 'a girl' }, { name: 'Baba', type: 'human', gender: 'male', age: 40, description: 'dad' }], { name: 'Beach', type: 'nature', description: 'a sandy beach' }],
  ['she is afraid of the dark', [{ name: 'Noor', type: 'human', gender: 'female', age: 4, description: 'a girl' }], { name: 'Home', type: 'city', description: 'our house' }],
  ['my son lost his first tooth', [{ name: 'Hamad', type: 'human', gender: 'male', age: 6, description: 'a boy' }], { name: 'Home', type: 'city', description: 'our house' }],
  ['he does not want to eat vegetables', [{ name: 'Karim', type: 'human', gender: 'male', age: 5, description: 'a boy' }], { name: 'Home', type: 'city', description: 'our house' }],
  ['her best friend is moving away', [{ name: 'Sara', type: 'human', gender: 'female', age: 9, description: 'a girl' }, { name: 'Lina', type: 'human', gender: 'female', age: 9, description: 'friend' }], { name: 'Park', type: 'nature', description: 'the park' }],
];
const dialects = process.argv[2]!.split(',');
const ages = ['3-5', '6-8', '9-12'] as const;
let n = 0;
for (const dialect of dialects)
  for (const [k, [idea, characters, location]] of ideas.entries()) {
    const ageGroup = ages[(k + dialects.indexOf(dialect)) % 3]!;
    const input = { characters, location, description: idea, ageGroup, dialect, pages: 5 + (k % 4), seed: 100 + k * 7 + n++ } as WriterInput;
    const s = await w.write(input);
    console.log(`\n######## ${dialect} age ${ageGroup} seed ${input.seed} idea: ${idea}`);
    console.log('TITLE', s.titleDialect);
    s.pages.forEach((p, i) => console.log(`[${i + 1}] ${p.textDialect}`));
    const f = checkStory(s, input);
    if (f.length) console.log('FINDINGS', JSON.stringify(f));
  }
