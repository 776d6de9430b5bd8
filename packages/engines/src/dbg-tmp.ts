import { composePage } from './illustrator/compose/compose-page.ts';
import { renderPixels } from './illustrator/render-picture.ts';
const chars = [{ name: 'Layla', type: 'human' as const, gender: 'female' as const, age: 6, description: 'a kind and curious girl' }, { name: 'Saqr', type: 'animal' as const, gender: 'male' as const, age: 3, species: 'falcon', description: 'a friendly falcon' }];
const loc = { name: 'Old Souk', type: 'city' as const, description: 'a busy old market' };
const variants: Record<string, any> = {
  bedroomSleep: { characters: [{ name: 'Layla', pose: 'sleeping' }, { name: 'Saqr', pose: 'sleeping' }], setting: 'bedroom' },
  bedroomStand: { characters: [{ name: 'Layla', pose: 'standing' }, { name: 'Saqr', pose: 'standing' }], setting: 'bedroom' },
  bedroomEmpty: { characters: [], setting: 'bedroom' },
  soukNight: { characters: [{ name: 'Layla', pose: 'standing' }, { name: 'Saqr', pose: 'standing' }], setting: 'place' },
  kitchen: { characters: [{ name: 'Layla', pose: 'standing' }], setting: 'kitchen' },
};
for (let round = 0; round < 3; round++) for (const [k, v] of Object.entries(variants)) {
  const svg = composePage({ scene: { description: '', timeOfDay: 'night', mood: 'calm', ...v }, characters: chars, location: loc, seed: 7 });
  const t = performance.now(); await renderPixels(svg); const r = performance.now() - t;
  if (round === 2) console.log(k, r.toFixed(0), 'ms');
}
