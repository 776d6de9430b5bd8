import type { Pool } from './lines.ts';
import { placeFeatures, typeFeatures } from './place-features.ts';
import * as ending from './pools/ending.ts';
import { homecomings, pastimes } from './pools/episodes.ts';
import * as middle from './pools/middle.ts';
import * as opening from './pools/opening.ts';
import * as sky from './pools/sky.ts';
import { roomLines } from './pools/rooms.ts';
import { themePacks } from './themes/index.ts';
import { situationPlots } from './plots/index.ts';
import { giftPlots, treasurePlots } from './plots/idea/index.ts';

/** Every pool of lines the writer has, by name: what the content checks walk through. */
export function allPools(): Array<[string, Pool]> {
  const pools: Array<[string, Pool]> = [];
  for (const [name, pool] of Object.entries({ ...opening, ...sky, ...middle, ...ending }))
    pools.push([name, pool]);
  for (const [room, pool] of Object.entries(roomLines)) pools.push([`room:${room}`, pool]);
  const listed = new Set(pools.map(([, pool]) => pool));
  for (const e of [...pastimes, ...homecomings])
    if (!listed.has(e.lines)) pools.push([`episode:${e.key}`, e.lines]);
  for (const f of placeFeatures) pools.push([`feature:${f.key}`, f.lines]);
  for (const [type, pool] of Object.entries(typeFeatures)) pools.push([`type:${type}`, pool]);
  for (const [key, pack] of Object.entries(themePacks)) {
    for (const part of [
      'titles',
      'morals',
      'problem',
      'problemMore',
      'tries',
      'help',
      'together',
      'resolution',
      'reflect',
      'bedtime',
    ] as const) {
      const pool = pack[part];
      if (pool) pools.push([`${key}.${part}`, pool]);
    }
  }
  for (const plots of [...situationPlots.values(), treasurePlots, giftPlots]) {
    for (const plot of plots) {
      for (const part of [
        'titles',
        'morals',
        'problem',
        'problemMore',
        'tries',
        'help',
        'together',
        'resolution',
        'reflect',
        'bedtime',
        'before',
      ] as const) {
        const pool = plot[part];
        if (pool && !listed.has(pool)) {
          listed.add(pool);
          pools.push([`plot:${plot.key}.${part}`, pool]);
        }
      }
    }
  }
  return pools;
}
