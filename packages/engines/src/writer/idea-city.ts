import type { SpokenDialect } from '../types.ts';
import type { UnderstoodIdea, Words } from './idea/types.ts';
import { casesOf } from './place-names.ts';

/** The city or country the idea names ("a trip to grandma in Jeddah"), with its words. */
export const namedCity = (idea: UnderstoodIdea): Words | null =>
  idea.place && (idea.place.kind === 'city' || idea.place.kind === 'country')
    ? idea.place.words
    : null;

/**
 * Situations whose city is somewhere else than the child's evening: the grandparents live there,
 * the family travels or moves there, a parent or a friend goes there. Their story names the city
 * with the situation ("a visit to grandma and grandpa in Jeddah"); the story's place stays where
 * the child is. Any other situation happens in the city, so the story's place is said to be in it.
 */
const ELSEWHERE: Readonly<Record<string, 'in' | 'to'>> = {
  'visiting-grandparents': 'in',
  'family-trip': 'to',
  'moving-house': 'in',
  'parent-away': 'in',
  'friend-moving-away': 'to',
  'sick-grandparent': 'in',
  'new-baby-cousin': 'in',
};

/** Whether the idea's situation happens away from the child, in the city the idea names. */
export const cityIsElsewhere = (idea: UnderstoodIdea): boolean =>
  idea.entry !== null && ELSEWHERE[idea.entry.key] !== undefined;

/** "in" a city in a dialect: Lebanese joins بِ (ببيروت، بالقاهرة), the others say في. */
export const inCityDl = (name: string, d: SpokenDialect): string =>
  d === 'lebanese' ? `ب${name}` : `في ${name}`;

/** "to" in a dialect, joined to the name: لِجدّة، للقاهرة. */
const toIn = (name: string): string => (name.startsWith('ال') ? `لل${name.slice(2)}` : `ل${name}`);

/**
 * The situation's name as the idea tells it: "a visit to grandma" when the idea names grandma
 * alone (the entry's `nameFor`), else the entry's own name ("a visit to grandma and grandpa").
 */
export function situationName(idea: UnderstoodIdea): Words | null {
  const entry = idea.entry;
  if (!entry) return null;
  const roles = new Set(idea.people.map((p) => p.role).filter((r) => entry.nameFor?.[r]));
  const [only] = roles;
  return (roles.size === 1 && only && entry.nameFor?.[only]) || entry.name;
}

/** The situation's name with the city it happens in, in every language: "a family trip to Jeddah". */
export function situationIn(idea: UnderstoodIdea, city: Words): Words | null {
  const entry = idea.entry;
  const prep = entry ? ELSEWHERE[entry.key] : undefined;
  const name = situationName(idea);
  if (!entry || !prep || !name) return null;
  const gen = casesOf(city.ar)[2];
  const dl = (d: SpokenDialect): string =>
    `${name[d]} ${prep === 'to' ? toIn(city[d]) : inCityDl(city[d], d)}`;
  return {
    en: `${name.en} ${prep} ${city.en}`,
    ar: `${name.ar} ${prep === 'to' ? 'إِلى' : 'في'} ${gen}`,
    egyptian: dl('egyptian'),
    lebanese: dl('lebanese'),
    gulf_saudi: dl('gulf_saudi'),
    gulf_uae: dl('gulf_uae'),
  };
}
