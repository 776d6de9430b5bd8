import { describe, expect, it } from 'vitest';
import type { SpokenDialect } from '../types.ts';
import { allPools } from './all-pools.ts';
import { countVowelling, hasLatin } from './arabic-text.ts';
import { actorFromCharacter, actorFromHelper, teamOf } from './cast.ts';
import { helpers } from './helpers.ts';
import { buildPlace } from './place.ts';
import { createRandom } from './prng.ts';
import { renderLine } from './render-line.ts';
import { choiceShape, parseTemplate } from './template.ts';
import { themePacks } from './themes/index.ts';
import type { Stage } from './vocabulary.ts';

const dialects: SpokenDialect[] = ['egyptian', 'lebanese', 'gulf_saudi', 'gulf_uae'];

function stages(themeKey: string): Stage[] {
  const out: Stage[] = [];
  const pack = themePacks[themeKey as keyof typeof themePacks];
  const objects = pack?.objects ?? [null];
  for (const dialect of dialects) {
    for (const cast of ['three', 'two-girls', 'helper'] as const) {
      for (const object of objects) {
        const hero = actorFromCharacter({ name: 'Layla', type: 'human', gender: 'female', age: 6, description: 'curious' }, dialect);
        const friend =
          cast === 'helper'
            ? actorFromHelper(helpers[out.length % helpers.length]!)
            : actorFromCharacter({ name: cast === 'two-girls' ? 'Sara' : 'Omar', type: 'human', gender: cast === 'two-girls' ? 'female' : 'male', age: 7, description: 'kind' }, dialect);
        const third = cast === 'three' ? actorFromCharacter({ name: 'Pip', type: 'animal', species: 'cat', gender: 'male', description: 'playful' }, dialect) : null;
        const place = buildPlace({ name: 'The Old Souk', type: 'city', description: 'A quiet market with lanterns' }, dialect);
        out.push({ dialect, hero, friend, third, pair: teamOf([hero, friend]), group: teamOf([hero, friend, ...(third ? [third] : [])]), friendHere: true, place, object, situation: 'a test.' });
      }
    }
  }
  return out;
}

describe('the written lines', () => {
  const pools = allPools();

  it('has many lines for every part of the story', () => {
    const count = pools.reduce((n, [, pool]) => n + pool.length, 0);
    expect(count).toBeGreaterThan(850);
  });

  it('agree on their random choices across English, Fusha and dialect', () => {
    for (const [name, pool] of pools) {
      pool.forEach((line, i) => {
        const [en, ar, dl] = line.slice(0, 3).map((t) => choiceShape(parseTemplate(t as string)).join(','));
        expect(`${name}[${i}] ${ar}|${dl}`).toBe(`${name}[${i}] ${en}|${en}`);
      });
    }
  });

  it('render in some story, fully vowelled, Arabic script only, with nothing left unfilled', () => {
    for (const [name, pool] of pools) {
      const themeKey = name.split('.')[0] as string;
      const all = stages(themeKey);
      pool.forEach((line, i) => {
        let rendered = 0;
        for (const [k, stage] of all.entries()) {
          const said = renderLine(line, stage, createRandom(k));
          if (!said) continue;
          rendered++;
          const where = `${name}[${i}]`;
          expect(`${said.en}\n${said.ar}\n${said.dl}`, where).not.toMatch(/[{}[\]|]|undefined|null|NaN| {2}/);
          expect(hasLatin(said.ar) || hasLatin(said.dl), `${where} ${said.ar} ${said.dl}`).toBe(false);
          expect(countVowelling(said.ar).ratio, `${where} ${said.ar}`).toBe(1);
        }
        expect(rendered, `${name}[${i}] never renders`).toBeGreaterThan(0);
      });
    }
  });
});
