import type { ThemeKey, ThemePack } from '../theme-pack.ts';
import { courage } from './courage.ts';
import { curiosity } from './curiosity.ts';
import { eid } from './eid.ts';
import { family } from './family.ts';
import { friendship } from './friendship.ts';
import { gratitude } from './gratitude.ts';
import { honesty } from './honesty.ts';
import { kindnessAnimals } from './kindness-animals.ts';
import { nature } from './nature.ts';
import { patience } from './patience.ts';
import { ramadan } from './ramadan.ts';
import { sharing } from './sharing.ts';

export const themePacks: Record<ThemeKey, ThemePack> = {
  friendship,
  courage,
  honesty,
  sharing,
  kindness_animals: kindnessAnimals,
  ramadan,
  eid,
  family,
  curiosity,
  nature,
  patience,
  gratitude,
};
