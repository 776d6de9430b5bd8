/**
 * Writes a story with the embedded writer and renders its pages to PNG (and a contact sheet), for
 * looking at what the illustrator makes of each page. Not part of the engine.
 * Run: node packages/engines/src/illustrator/preview/render-story.ts OUT_NAME JSON_INPUT
 * where JSON_INPUT is a partial WriterInput (characters, location, theme, dialect, ageGroup, pages, seed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Scene, WriterInput } from '../../types.ts';
import { writeStory } from '../../writer/write-story.ts';
import { composePage } from '../compose/compose-page.ts';
import { renderPng } from '../render-picture.ts';
import { contactSheet } from './contact-sheet.ts';

const OUT = '/tmp/illustrator-preview/stories';
const [name = 'story', json = '{}'] = process.argv.slice(2);
const input: WriterInput = {
  characters: [
    { name: 'Layla', type: 'human', gender: 'female', age: 6, description: 'a curious girl' },
  ],
  location: { name: 'Old Souk', type: 'city', description: 'a busy market' },
  theme: 'friendship',
  ageGroup: '6-8',
  dialect: 'standard',
  pages: 5,
  seed: 7,
  ...(JSON.parse(json) as Partial<WriterInput>),
};
mkdirSync(OUT, { recursive: true });
// A JSON input with `scenes` draws those scenes as pages instead of writing a story.
const given = (JSON.parse(json) as { scenes?: Scene[] }).scenes;
const story = given
  ? { pages: given.map((scene) => ({ scene, textEn: scene.description })) }
  : writeStory(input);
const pngs: Uint8Array[] = [];
for (const [i, page] of story.pages.entries()) {
  const png = await renderPng(
    composePage({
      scene: page.scene,
      characters: input.characters,
      location: input.location,
      seed: input.seed,
      dialect: input.dialect,
    }),
  );
  writeFileSync(`${OUT}/${name}-p${i + 1}.png`, png);
  pngs.push(png);
  console.log(
    `p${i + 1}: ${page.textEn}\n    scene: ${JSON.stringify({ ...page.scene, description: undefined })}`,
  );
}
writeFileSync(`${OUT}/${name}-sheet.png`, await contactSheet(pngs, Math.min(3, pngs.length), 420));
console.log(`wrote ${OUT}/${name}-sheet.png`);
