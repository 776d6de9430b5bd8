import { describe, expect, it } from 'vitest';
import type { SpokenDialect } from '../types.ts';
import { allPools } from './all-pools.ts';
import { countVowelling, hasLatin } from './arabic-text.ts';
import { foreignDialectWords } from './dialect-lexicon.ts';
import { checkDialect } from './quality/dialect-checks.ts';
import { checkFusha } from './quality/fusha-checks.ts';
import { actorFromCharacter, actorFromHelper, teamOf } from './cast.ts';
import { helpers } from './helpers.ts';
import { buildPlace } from './place.ts';
import { allChoices, renderLineWith } from './render-line.ts';
import { choiceShape, parseTemplate } from './template.ts';
import { themePacks } from './themes/index.ts';
import type { PlotPerson, Stage } from './vocabulary.ts';
import { situationByKey } from './idea/situations.ts';
import { ideaThings } from './plots/idea/index.ts';
import { findUnsafeContent, spokenDialects } from '@qamar/shared';

const dialects = spokenDialects;

/**
 * Every kind of story a line must read right in: each spoken dialect, a girl and a boy as the
 * hero, a chosen friend (with and without a third character, two girls together) or the helper of
 * the place, and each of the theme's plot objects in turn.
 */
/** Whom a situation's plot is about ({R}): a pet of each gender, Grandma and Grandpa, in the dialect's words. */
function plotPeople(dialect: SpokenDialect): PlotPerson[] {
  const grandma = { egyptian: 'تيتة', lebanese: 'تيتا', gulf_saudi: 'الجدّة', gulf_uae: 'اليدّة' }[
    dialect
  ];
  const grandpa = { egyptian: 'جدّو', lebanese: 'جدّو', gulf_saudi: 'الجدّ', gulf_uae: 'اليدّ' }[
    dialect
  ];
  return [
    {
      en: 'the cat',
      ar: ['الْقِطَّةُ', 'الْقِطَّةَ', 'الْقِطَّةِ'],
      dl: dialect === 'lebanese' ? 'البسّة' : 'القطّة',
      male: false,
    },
    { en: 'Grandpa', ar: ['الْجَدُّ', 'الْجَدَّ', 'الْجَدِّ'], dl: grandpa, male: true },
    { en: 'the dog', ar: ['الْكَلْبُ', 'الْكَلْبَ', 'الْكَلْبِ'], dl: 'الكلب', male: true },
    { en: 'Grandma', ar: ['الْجَدَّةُ', 'الْجَدَّةَ', 'الْجَدَّةِ'], dl: grandma, male: false },
  ];
}

function stages(themeKey: string): Stage[] {
  const out: Stage[] = [];
  const plot = themeKey.startsWith('plot:');
  const pack = themePacks[themeKey as keyof typeof themePacks];
  for (const dialect of dialects) {
    // An idea plot's thing is the idea's own (the teddy, the ball, a bike whose gender differs by dialect).
    const objects =
      pack?.objects ?? (themeKey.startsWith('plot:idea/') ? ideaThings(dialect) : [null]);
    for (const heroGender of ['female', 'male'] as const) {
      for (const cast of ['three', 'two-girls', 'helper'] as const) {
        const hero = actorFromCharacter(
          {
            name: heroGender === 'female' ? 'Layla' : 'Adam',
            type: 'human',
            gender: heroGender,
            age: 6,
            description: 'curious',
          },
          dialect,
        );
        const friend =
          cast === 'helper'
            ? actorFromHelper(helpers[out.length % helpers.length]!)
            : actorFromCharacter(
                {
                  name: cast === 'two-girls' ? 'Sara' : 'Omar',
                  type: 'human',
                  gender: cast === 'two-girls' ? 'female' : 'male',
                  age: 7,
                  description: 'kind',
                },
                dialect,
              );
        const third =
          cast === 'three'
            ? actorFromCharacter(
                {
                  name: 'Pip',
                  type: 'animal',
                  species: 'cat',
                  gender: 'male',
                  description: 'playful',
                },
                dialect,
              )
            : null;
        const place = buildPlace(
          { name: 'The Old Souk', type: 'city', description: 'A quiet market with lanterns' },
          dialect,
        );
        const object = objects[out.length % objects.length] ?? null;
        const people = plotPeople(dialect);
        const person = plot
          ? (people[(out.length + (heroGender === 'male' ? 1 : 0)) % people.length] ?? null)
          : null;
        out.push({
          dialect,
          hero,
          friend,
          third,
          pair: teamOf([hero, friend]),
          group: teamOf([hero, friend, ...(third ? [third] : [])]),
          friendHere: true,
          place,
          object,
          situation: situationByKey('first-day-school')?.name ?? null,
          person,
        });
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
        const [en, ar, dl] = line
          .slice(0, 3)
          .map((t) => choiceShape(parseTemplate(t as string)).join(','));
        expect(`${name}[${i}] ${ar}|${dl}`).toBe(`${name}[${i}] ${en}|${en}`);
      });
    }
  });

  it('render every alternative of every line in some story, fully vowelled, Arabic script only, nothing left unfilled, each dialect in its own words, with no Arabic checker finding and nothing the safety list refuses', () => {
    const faults: string[] = [];
    for (const [name, pool] of pools) {
      const themeKey = name.split('.')[0] as string;
      const all = stages(themeKey);
      pool.forEach((line, i) => {
        for (const choices of allChoices(line)) {
          const where = `${name}[${i}] [${choices.join(',')}]`;
          let rendered = 0;
          for (const stage of all) {
            const said = renderLineWith(line, stage, choices);
            if (!said) continue;
            rendered++;
            if (/[{}[\]|]|undefined|null|NaN| {2}/.test(`${said.en}\n${said.ar}\n${said.dl}`))
              faults.push(`${where} unfilled: ${said.en} | ${said.ar} | ${said.dl}`);
            if (hasLatin(said.ar) || hasLatin(said.dl))
              faults.push(`${where} Latin: ${said.ar} | ${said.dl}`);
            if (countVowelling(said.ar).ratio < 1)
              faults.push(`${where} not fully vowelled: ${said.ar}`);
            const people = [stage.hero, stage.friend, ...(stage.third ? [stage.third] : [])].map(
              (a) => ({ name: a.ar.voc.replace(/^يا /, ''), male: a.male }),
            );
            for (const f of checkFusha(said.ar, { people, addressee: stage.hero.male ? 'm' : 'f' }))
              faults.push(`${where} ${f.rule}: ${f.excerpt} → ${f.hint} in ${said.ar}`);
            for (const f of checkDialect(said.dl, stage.dialect))
              faults.push(
                `${where} ${stage.dialect} ${f.rule}: ${f.excerpt} → ${f.hint} in ${said.dl}`,
              );
            for (const text of [said.en, said.ar, said.dl]) {
              const unsafe = findUnsafeContent(text, { loss: true });
              if (unsafe)
                faults.push(`${where} refused by the safety list (${unsafe.term}): ${text}`);
            }
            const foreign = foreignDialectWords(said.dl, stage.dialect);
            if (foreign.length > 0)
              faults.push(`${where} ${stage.dialect} uses ${foreign.join(', ')}: ${said.dl}`);
          }
          if (rendered === 0) faults.push(`${where} never renders`);
        }
      });
    }
    expect([...new Set(faults)]).toEqual([]);
  }, 600_000);
});
