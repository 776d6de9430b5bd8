/**
 * A story line: the same sentence in English, Fusha and the spoken dialect, in the template
 * language of template.ts, with optional flags:
 *   2 or 3   the youngest age group that may hear it is 6-8 or 9-12 (default: all ages)
 *   y        only ages 3-5: the short twin of a longer line of the same pool, which the older
 *            children hear instead (the youngest hear a pool's short lines first: compose-page.ts)
 *   u        not ages 9-12: it fits only a young child (going to school for the first time)
 *   a s n    the page must be in the afternoon, at sunset or at night (any of those given)
 *   h / c    only when the friend is the helper of the place / a chosen character
 *   w        only when the hero walks (not a bird or a fish)
 *   k / p    only when the hero is a child or a creature (not a grown-up) / a person
 *   f        only when the friend is a child or a creature too (best friends since they were small)
 *   o        not when the friend is a baby (who neither chats nor lives next door)
 *   b        only when the friend is a baby (met as the baby of the family)
 *   l        not when the friend is family or a baby (who live at home, not next door)
 *   m        only when the friend is family (Mama, Grandma Huda, a big brother)
 *   e        not when the story's place is the child's home (nobody "lives near the house")
 *   g        not in a gentle story (loss, illness, family change, being bullied or left out): it
 *            makes light of the trouble (worries pass like clouds, a bump in the road, be brave)
 *   x        only in a theme's story, not in a situation's plot (it names Grandma or Baba, who may
 *            be the one the plot is about: away, ill, or the one visited)
 */
export type LineDef = readonly [en: string, ar: string, dl: string, flags?: string];
export type Pool = readonly LineDef[];

export interface LineFlags {
  level: 1 | 2 | 3;
  /** Told only to the youngest (flag y). */
  youngestOnly: boolean;
  /** Not told to ages 9-12 (flag u). */
  underNine: boolean;
  times: string;
  helperOnly: boolean;
  castOnly: boolean;
  walker: boolean;
  young: boolean;
  friendYoung: boolean;
  friendNotBaby: boolean;
  friendBaby: boolean;
  friendApart: boolean;
  friendFamily: boolean;
  notAtHome: boolean;
  notGentle: boolean;
  person: boolean;
  themeOnly: boolean;
}

const cache = new WeakMap<LineDef, LineFlags>();

export function flagsOf(line: LineDef): LineFlags {
  const hit = cache.get(line);
  if (hit) return hit;
  const f = line[3] ?? '';
  const flags: LineFlags = {
    level: f.includes('3') ? 3 : f.includes('2') ? 2 : 1,
    youngestOnly: f.includes('y'),
    underNine: f.includes('u'),
    times: f.replace(/[^asn]/g, ''),
    helperOnly: f.includes('h'),
    castOnly: f.includes('c'),
    walker: f.includes('w'),
    young: f.includes('k'),
    friendYoung: f.includes('f'),
    friendNotBaby: f.includes('o'),
    friendBaby: f.includes('b'),
    friendApart: f.includes('l'),
    friendFamily: f.includes('m'),
    notAtHome: f.includes('e'),
    notGentle: f.includes('g'),
    person: f.includes('p'),
    themeOnly: f.includes('x'),
  };
  cache.set(line, flags);
  return flags;
}
