import { givenNames, type GivenName, type NameRegion } from './given-names.ts';
import { arabicKey, latinKey, latinVariants, lettersOf } from './name-keys.ts';

export interface NameQuery {
  gender?: 'male' | 'female' | undefined;
  /** The region of the story's dialect, if any: its spelling wins (نُورَة in the Gulf, دانا in the Levant). */
  region?: NameRegion | undefined;
}

/**
 * Three levels, tried in turn: a spelling as the table lists it (case, spaces and signs aside), so
 * Hamad and Hammad, Saba and Sabah stay apart; the same under the forgiving key (Hamaad, Youssef);
 * spellings made by rule. The last two answer only when they lead to one name.
 */
const exact = new Map<string, GivenName[]>();
const listed = new Map<string, GivenName[]>();
const derived = new Map<string, GivenName[]>();
const byArabic = new Map<string, GivenName[]>();

function add(map: Map<string, GivenName[]>, key: string, name: GivenName): void {
  const names = map.get(key);
  if (!names) map.set(key, [name]);
  else if (!names.includes(name)) names.push(name);
}

for (const name of givenNames) {
  for (const spelling of name.latin) {
    add(exact, lettersOf(spelling), name);
    add(listed, latinKey(spelling), name);
  }
  add(byArabic, arabicKey(name.ar), name);
}
for (const name of givenNames) {
  for (const spelling of name.latin) {
    for (const key of latinVariants(latinKey(spelling), name.ar))
      if (!listed.has(key)) add(derived, key, name);
  }
}

/** Whether a name is given to a boy or a girl (any name fits when the gender is not known). */
export function fitsGender(name: GivenName, gender: NameQuery['gender']): boolean {
  return !gender || name.gender === 'both' || name.gender === (gender === 'male' ? 'm' : 'f');
}

/** The name of the right gender (any, if none fits) and region; a derived spelling only if it is not ambiguous. */
function choose(
  names: GivenName[] | undefined,
  query: NameQuery,
  strict: boolean,
): GivenName | null {
  if (!names || names.length === 0) return null;
  const ofGender = names.filter((n) => fitsGender(n, query.gender));
  const pool = ofGender.length > 0 ? ofGender : names;
  const inRegion = query.region
    ? pool.filter((n) => n.regions.includes(query.region as NameRegion))
    : pool;
  const best = inRegion.length > 0 ? inRegion : pool;
  if (strict && new Set(best.map((n) => n.ar)).size > 1) return null;
  return best[0] ?? null;
}

/** The table's name for a Latin spelling (Fahad, fahd, FAHAD, Abdel-Aziz), or null. */
export function findGivenName(latin: string, query: NameQuery = {}): GivenName | null {
  const key = latinKey(latin);
  if (!key) return null;
  return (
    choose(exact.get(lettersOf(latin)), query, false) ??
    choose(listed.get(key), query, true) ??
    choose(derived.get(key), query, true)
  );
}

/** The table's name for an Arabic spelling, vowelled or not (فهد، عبدالله، خَلِيفَة), or null. */
export function findGivenNameByArabic(arabic: string, query: NameQuery = {}): GivenName | null {
  const key = arabicKey(arabic.trim());
  return key ? choose(byArabic.get(key), query, false) : null;
}

/** Every name a spelling leads to as the table lists it (for the table's own checks). */
export function givenNamesListedAs(spelling: string): GivenName[] {
  return exact.get(lettersOf(spelling)) ?? [];
}

/** The region whose spellings fit a story dialect. */
export function nameRegionOfDialect(dialect: string): NameRegion | undefined {
  if (dialect === 'egyptian') return 'egypt';
  if (dialect === 'lebanese') return 'levant';
  if (dialect === 'gulf_saudi' || dialect === 'gulf_uae') return 'gulf';
  return undefined;
}
