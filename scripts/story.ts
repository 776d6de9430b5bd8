/**
 * `npm run story -- --seed 7 --dialect egyptian --age 6-8 --pages 5 --out ./story-out`
 * Writes a complete story made by the embedded engines (story.json, page pictures, narrations and
 * an index.html that shows and plays it) so that anyone can look at and listen to their work.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dialects } from '@qamar/shared';
import {
  createEmbeddedEngines,
  makeStory,
  type AgeGroup,
  type StoryCharacterInput,
  type WriterInput,
} from '@qamar/engines';

const usage = `Usage: npm run story -- [options]
  --seed N            seed of the story (default 7)
  --dialect D         ${dialects.join(' | ')} (default standard)
  --age A             3-5 | 6-8 | 9-12 (default 6-8)
  --pages N           3 to 10 (default 5)
  --theme T           e.g. friendship, courage, sharing (default friendship)
  --idea TEXT         the parent's own idea (instead of a theme)
  --character SPEC    name:type:gender:age[:species], up to 3 (default Layla:human:female:6 and Saqr:animal:male:3:falcon)
  --place SPEC        name:type[:description] (default "Old Souk:city:a busy old market full of lanterns and spices")
  --out DIR           output folder (default ./story-out)`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '7' },
    dialect: { type: 'string', default: 'standard' },
    age: { type: 'string', default: '6-8' },
    pages: { type: 'string', default: '5' },
    theme: { type: 'string', default: 'friendship' },
    idea: { type: 'string' },
    character: { type: 'string', multiple: true },
    place: {
      type: 'string',
      default: 'Old Souk:city:a busy old market full of lanterns and spices',
    },
    out: { type: 'string', default: 'story-out' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}

const seed = Number(values.seed);
const pages = Number(values.pages);
if (!Number.isInteger(seed)) fail('--seed must be a whole number');
if (!Number.isInteger(pages) || pages < 3 || pages > 10) fail('--pages must be 3 to 10');
if (!(dialects as readonly string[]).includes(values.dialect))
  fail(`--dialect must be one of ${dialects.join(', ')}`);
if (!['3-5', '6-8', '9-12'].includes(values.age)) fail('--age must be 3-5, 6-8 or 9-12');

/** What a person of this gender and age is called (a grandma is a woman, not a girl). */
function personWord(gender: string, age: number): string {
  if (age >= 18) return gender === 'female' ? 'woman' : 'man';
  return gender === 'female' ? 'girl' : 'boy';
}

function parseCharacter(spec: string): StoryCharacterInput {
  const [name, type = 'human', gender = 'female', age = '6', species] = spec.split(':');
  if (
    !name ||
    !['human', 'animal', 'magical'].includes(type) ||
    !['male', 'female'].includes(gender)
  )
    fail(`bad --character "${spec}"`);
  return {
    name,
    type: type as StoryCharacterInput['type'],
    gender: gender as StoryCharacterInput['gender'],
    age: Number(age),
    species,
    description: species
      ? `a friendly ${species}`
      : `a kind and curious ${personWord(gender, Number(age))}`,
  };
}

const characters = (values.character ?? ['Layla:human:female:6', 'Saqr:animal:male:3:falcon']).map(
  parseCharacter,
);
if (characters.length > 3) fail('at most 3 characters');
const [placeName = 'Old Souk', placeType = 'city', placeDescription = 'a lovely place'] =
  values.place.split(':');
if (!['city', 'nature', 'fantasy'].includes(placeType))
  fail('--place type must be city, nature or fantasy');

const input: WriterInput = {
  characters,
  location: {
    name: placeName,
    type: placeType as WriterInput['location']['type'],
    description: placeDescription,
  },
  theme: values.idea ? undefined : values.theme,
  description: values.idea,
  ageGroup: values.age as AgeGroup,
  dialect: values.dialect as WriterInput['dialect'],
  pages,
  seed,
};

const started = performance.now();
const { story, pictures, narrations } = await makeStory(createEmbeddedEngines(), input);
const elapsed = Math.round(performance.now() - started);

const out = path.resolve(values.out);
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'story.json'), `${JSON.stringify({ input, story }, null, 2)}\n`);
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const sections: string[] = [];
story.pages.forEach((page, index) => {
  const n = index + 1;
  fs.writeFileSync(path.join(out, `page-${n}.webp`), pictures[index]?.full ?? new Uint8Array());
  const audio = narrations[index];
  if (!audio) return;
  fs.writeFileSync(path.join(out, `page-${n}-en.mp3`), audio.en.audio);
  fs.writeFileSync(path.join(out, `page-${n}-ar.mp3`), audio.ar.audio);
  if (audio.dialect) fs.writeFileSync(path.join(out, `page-${n}-dialect.mp3`), audio.dialect.audio);
  sections.push(`<section><img src="page-${n}.webp" alt="${escape(page.scene.description)}" width="512">
<p lang="en">${escape(page.textEn)}</p><audio controls src="page-${n}-en.mp3"></audio>
<p lang="ar" dir="rtl">${escape(page.textAr)}</p><audio controls src="page-${n}-ar.mp3"></audio>
${page.textDialect ? `<p lang="ar" dir="rtl">${escape(page.textDialect)}</p><audio controls src="page-${n}-dialect.mp3"></audio>` : ''}</section>`);
});
fs.writeFileSync(
  path.join(out, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>${escape(story.titleEn)}</title>
<style>body{font:18px/1.7 system-ui;max-width:720px;margin:2rem auto;padding:0 1rem}section{margin:2rem 0}p[lang=ar]{font-size:22px}</style>
<h1>${escape(story.titleEn)}</h1><h1 lang="ar" dir="rtl">${escape(story.titleAr)}</h1>
${sections.join('\n')}
<p><em>${escape(story.moralEn)}</em></p><p lang="ar" dir="rtl"><em>${escape(story.moralAr)}</em></p>\n`,
);
process.stdout.write(
  `"${story.titleEn}" (${story.pages.length} pages) written to ${out} in ${elapsed} ms. Open ${path.join(out, 'index.html')}.\n`,
);
