import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import type {
  IllustratePageInput,
  Mood,
  Pose,
  StoryLocationInput,
  TimeOfDay,
} from '../../types.ts';
import { SETTING_KEYS } from '../backgrounds/settings.ts';
import { SAMPLE_CAST } from '../sample-cast.ts';
import { drawCharacter } from '../characters/draw-character.ts';
import { composePage } from './compose-page.ts';
import { composePlace } from './compose-place.ts';
import { composePortrait } from './compose-portrait.ts';

const POSES: Pose[] = [
  'standing',
  'walking',
  'running',
  'waving',
  'sitting',
  'reading',
  'sleeping',
  'hugging',
  'pointing',
  'flying',
  'swimming',
  'celebrating',
];
const TIMES: TimeOfDay[] = ['morning', 'afternoon', 'sunset', 'night'];
const MOODS: Mood[] = ['calm', 'happy', 'curious', 'worried', 'brave', 'sleepy', 'excited'];
const PLACES: StoryLocationInput[] = [
  ...SETTING_KEYS.map((setting) => ({
    name: `Place ${setting}`,
    type: 'city' as const,
    description: 'A catalogue place',
    setting,
  })),
  { name: 'Old Town', type: 'city', description: 'Narrow streets and arches' },
  { name: 'Golden Dunes', type: 'nature', description: 'A desert' },
  { name: 'Palm Beach', type: 'nature', description: 'The sea' },
  { name: 'High Valley', type: 'nature', description: 'Mountains' },
  { name: 'Green Park', type: 'nature', description: 'A garden with trees' },
  { name: 'Cloud Kingdom', type: 'fantasy', description: 'Floating islands' },
];

function page(index: number, pose: Pose): IllustratePageInput {
  const cast = [0, 1, 2].map((k) => SAMPLE_CAST[(index * 3 + k) % SAMPLE_CAST.length]!);
  return {
    scene: {
      description: 'A scene',
      characters: cast.map((c) => ({ name: c.name, pose })),
      timeOfDay: TIMES[index % TIMES.length]!,
      mood: MOODS[index % MOODS.length]!,
    },
    characters: cast,
    location: PLACES[index % PLACES.length]!,
    seed: index * 7919,
  };
}

function expectClean(svg: string): void {
  expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object/);
  expect(svg.startsWith('<svg')).toBe(true);
}

describe('composePage', () => {
  it('gives the same SVG for the same input and seed', () => {
    const input = page(3, 'walking');
    expect(composePage(input)).toBe(composePage(structuredClone(input)));
  });

  it('draws the characters the same whatever the page seed; only clouds and stars move', () => {
    const input = page(5, 'waving');
    const a = composePage(input);
    const b = composePage({ ...input, seed: 123 });
    expect(a).not.toBe(b);
    input.characters.forEach((character, i) => {
      const figure = drawCharacter(character, {
        pose: 'waving',
        mood: input.scene.mood,
        id: `ch${i}`,
        underwater: false,
      }).svg;
      expect(a).toContain(figure);
      expect(b).toContain(figure);
    });
  });

  it('draws every kind of character in every pose, in every place at every hour, without NaN or undefined', () => {
    let pages = 0;
    for (const [p, pose] of POSES.entries()) {
      for (let i = 0; i < Math.ceil(SAMPLE_CAST.length / 3); i++) {
        const svg = composePage(page(p * 9 + i, pose));
        expectClean(svg);
        expect(svg.length).toBeLessThan(160_000);
        pages++;
      }
    }
    for (const [i, location] of PLACES.entries()) {
      for (const time of TIMES) {
        const input = page(i, POSES[i % POSES.length]!);
        const svg = composePage({ ...input, location, scene: { ...input.scene, timeOfDay: time } });
        expectClean(svg);
        pages++;
      }
    }
    expect(pages).toBeGreaterThan(150);
  });

  it('renders valid SVG for every pose and every place', () => {
    for (const [p, pose] of POSES.entries()) {
      const svg = composePage(page(p * 5, pose));
      const image = new Resvg(svg, {
        fitTo: { mode: 'width', value: 96 },
        font: { loadSystemFonts: false },
      }).render();
      expect(image.width).toBe(96);
    }
    for (const location of PLACES) {
      const svg = composePlace(location);
      expectClean(svg);
      expect(
        new Resvg(svg, {
          fitTo: { mode: 'width', value: 96 },
          font: { loadSystemFonts: false },
        }).render().height,
      ).toBe(72);
    }
  });

  it('draws a page with nobody on it when the scene names no one it knows', () => {
    const input = page(1, 'standing');
    const svg = composePage({
      ...input,
      scene: { ...input.scene, characters: [{ name: 'Stranger', pose: 'waving' }] },
    });
    expectClean(svg);
    expect(svg).not.toContain('scale(');
  });

  it('draws at most three characters, each once', () => {
    const cast = SAMPLE_CAST.slice(0, 5);
    const input: IllustratePageInput = {
      scene: {
        description: 'A crowd',
        characters: [...cast, cast[0]!].map((c) => ({ name: c.name, pose: 'standing' })),
        timeOfDay: 'morning',
        mood: 'happy',
      },
      characters: cast,
      location: PLACES[0]!,
      seed: 1,
    };
    expect(composePage(input).match(/scale\(-?[\d.]+ [\d.]+\)/g)).toHaveLength(3);
  });

  it('lights the sky by the hour: a sun by day, the moon and stars at night', () => {
    const at = (timeOfDay: TimeOfDay) =>
      composePage({
        ...page(0, 'standing'),
        location: PLACES[0]!,
        scene: { ...page(0, 'standing').scene, timeOfDay },
      });
    expect(at('morning')).toContain('sky-morning');
    expect(at('afternoon')).toContain('sun-glow');
    expect(at('sunset')).toContain('sky-sunset');
    expect(at('night')).toContain('moon-glow');
    expect(at('night')).not.toContain('sun-glow');
  });

  it('copes with odd characters and places', () => {
    const odd = [
      { name: '  layla ', type: 'human', gender: 'female', age: Number.NaN, description: '' },
      { name: 'Giant', type: 'human', gender: 'male', age: 250, description: 'x'.repeat(5000) },
      { name: 'Baby', type: 'human', gender: 'female', age: -3, description: 'A baby' },
      { name: 'Mystery', type: 'animal', gender: 'male', species: 'xyzzy', description: '???' },
      { name: '', type: 'magical', gender: 'female', species: '', description: '' },
    ] as const;
    for (let i = 0; i < odd.length; i++) {
      const cast = [odd[i]!, odd[(i + 1) % odd.length]!, odd[(i + 2) % odd.length]!];
      const svg = composePage({
        scene: {
          description: '',
          characters: cast.map((c) => ({ name: c.name.toUpperCase(), pose: POSES[i]! })),
          timeOfDay: TIMES[i % 4]!,
          mood: MOODS[i]!,
        },
        characters: [...cast],
        location: { name: '', type: 'fantasy', description: '', setting: 'no-such-place' },
        seed: -i,
      });
      expectClean(svg);
      expect(svg.match(/scale\(-?[\d.]+ [\d.]+\)/g)?.length).toBeGreaterThan(0);
    }
  });
});

describe('composePortrait and composePlace', () => {
  it('draw every character and every place cleanly', () => {
    for (const character of SAMPLE_CAST) {
      const svg = composePortrait(character);
      expectClean(svg);
      expect(svg).toContain('viewBox="0 0 1024 1024"');
    }
    for (const location of PLACES)
      expect(composePlace(location)).toContain('viewBox="0 0 1024 768"');
  });
});
