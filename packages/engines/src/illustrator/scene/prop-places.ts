import type { PropKind, SceneProp } from '../../types.ts';

export type PropPlace = NonNullable<SceneProp['where']>;

/**
 * Where each thing can be, the likeliest first: a thing named somewhere it cannot be (a bicycle
 * on a table, a bed in someone's hands, bunting on the ground) is drawn at the first of its places.
 * Every thing that can be held can also stand on the ground, for a holder without hands.
 */
export const PROP_PLACES = {
  kite: ['held', 'tree', 'ground'],
  cup: ['table', 'ground', 'held'],
  lantern: ['held', 'ground', 'table'],
  sweets: ['table', 'ground', 'held'],
  'dates-box': ['table', 'ground', 'held'],
  cookies: ['table', 'ground', 'held'],
  book: ['table', 'ground', 'held'],
  toys: ['ground', 'table'],
  ball: ['ground', 'held', 'table'],
  bed: ['ground'],
  cot: ['ground'],
  suitcase: ['ground', 'held'],
  tooth: ['held', 'table', 'ground'],
  gift: ['held', 'ground', 'table'],
  'moon-and-stars': ['sky', 'ground', 'table', 'held'],
  'paper-stars': ['sky', 'held', 'table', 'ground'],
  'watering-can': ['held', 'ground'],
  'flower-pot': ['ground', 'table', 'held'],
  sapling: ['ground', 'held'],
  dinner: ['table', 'ground'],
  'lamp-and-globe': ['table', 'ground'],
  kitten: ['ground', 'held'],
  'baby-bird': ['ground', 'held'],
  lamb: ['ground'],
  'night-light': ['table', 'ground', 'held'],
  'memory-box': ['held', 'table', 'ground'],
  photo: ['held', 'table', 'ground'],
  drawing: ['held', 'table', 'ground'],
  letter: ['held', 'table', 'ground'],
  phone: ['held', 'table', 'ground'],
  teddy: ['held', 'ground', 'table'],
  toothbrush: ['held', 'table', 'ground'],
  bicycle: ['ground'],
  'swim-ring': ['held', 'ground'],
  umbrella: ['held', 'ground'],
  medicine: ['table', 'held', 'ground'],
  tablet: ['held', 'table', 'ground'],
  balloons: ['held', 'ground', 'table', 'sky'],
  cake: ['table', 'held', 'ground'],
  bunting: ['sky'],
  'school-bag': ['held', 'ground', 'table'],
  medal: ['held', 'table', 'ground'],
  'board-game': ['table', 'ground'],
  'pet-bowl': ['ground', 'held'],
  calendar: ['table', 'ground', 'held'],
  broom: ['held', 'ground'],
  flowers: ['held', 'table', 'ground'],
  microphone: ['held', 'ground', 'table'],
  'moving-boxes': ['ground', 'held'],
  'sand-timer': ['table', 'ground', 'held'],
  'comb-and-scissors': ['table', 'held', 'ground'],
} as const satisfies Record<PropKind, readonly [PropPlace, ...PropPlace[]]>;

/** Where a prop is drawn: where the scene puts it (the ground when it says nothing), if it can be there. */
export function propPlace(prop: SceneProp): PropPlace {
  const places: readonly PropPlace[] = PROP_PLACES[prop.kind];
  const wanted = prop.where ?? 'ground';
  return places.includes(wanted) ? wanted : (places[0] ?? 'ground');
}

/** The things that can be up in the sky. */
export type SkyKind = {
  [K in PropKind]: 'sky' extends (typeof PROP_PLACES)[K][number] ? K : never;
}[PropKind];

/** Whether a prop is drawn up in the sky. */
export function inSky<P extends SceneProp>(prop: P): prop is P & { kind: SkyKind } {
  return propPlace(prop) === 'sky';
}
