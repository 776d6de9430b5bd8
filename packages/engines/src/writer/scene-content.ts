import { INDOOR_SETTINGS } from '../types.ts';
import type {
  IndoorSetting,
  PropKind,
  Scene,
  SceneProp,
  ScenePerson,
  SceneSetting,
} from '../types.ts';
import type { Beat } from './story-plan.ts';
import type { SceneBeat, ThemePack } from './theme-pack.ts';
import type { Stage } from './vocabulary.ts';

/** The grown-ups (and babies) a page's text names, as the illustrator draws them. */
export const PEOPLE: ReadonlyArray<readonly [RegExp, ScenePerson]> = [
  [/\b(grandma|grandmother|granny|teta)\b/i, { role: 'grandmother', gender: 'female' }],
  [/\b(grandpa|grandfather|jeddo)\b/i, { role: 'grandfather', gender: 'male' }],
  // The family's parents go by name (Mama, Baba); "the mother" of the texts is a lost animal's.
  [/\b(Mama|Mum|Mom|Mummy)\b/, { role: 'mother', gender: 'female' }],
  [/\b(Baba|Dad|Daddy)\b/, { role: 'father', gender: 'male' }],
  [/\b(aunt|auntie|aunty|khalto|amto)\b/i, { role: 'aunt', gender: 'female' }],
  [/\b(uncle|ammo|khalo)\b/i, { role: 'uncle', gender: 'male' }],
  [/\bteacher\b/i, { role: 'teacher' }],
  [/\bdentist\b/i, { role: 'dentist' }],
  [/\bdoctor\b/i, { role: 'doctor' }],
  [/\bneighbou?r\b(?!s)/i, { role: 'neighbour', gender: 'female' }],
  [/\bbaker\b/i, { role: 'baker', gender: 'male' }],
  [/\blantern seller\b/i, { role: 'seller', gender: 'male' }],
  [/\bshepherd\b/i, { role: 'shepherd', gender: 'male' }],
  [/\bbaby (brother|sister)\b/i, { role: 'baby' }],
];

/**
 * Where a grown-up of the page may be drawn: the teacher at school, the dentist and the doctor in
 * their rooms (the doctor also at a sick child's bed), a neighbour or a seller of the place not in
 * a classroom or a clinic, the baker, the seller and the shepherd not in the rooms of the house,
 * a big animal out of doors. Elsewhere they are spoken of, not drawn.
 */
const DRAWN_IN: Partial<Record<ScenePerson['role'] | 'big-animal', readonly SceneSetting[]>> = {
  teacher: ['classroom', 'school-yard', 'place'],
  dentist: ['dentist'],
  doctor: ['clinic', 'dentist', 'bedroom'],
};
const NOT_IN: Partial<Record<ScenePerson['role'] | 'big-animal', readonly SceneSetting[]>> = {
  neighbour: ['classroom', 'school-yard', 'clinic', 'dentist'],
  baker: INDOOR_SETTINGS,
  seller: INDOOR_SETTINGS,
  shepherd: INDOOR_SETTINGS,
  'big-animal': INDOOR_SETTINGS,
};

/** The grown-ups an evening-before story meets only tomorrow. */
const TOMORROWS: ReadonlySet<ScenePerson['role']> = new Set(['doctor', 'dentist', 'teacher']);

/** Whether a grown-up of this role (or a big animal) may be drawn in a setting. */
export function drawnIn(role: ScenePerson['role'] | 'big-animal', setting: SceneSetting): boolean {
  const only = DRAWN_IN[role];
  if (only && !only.includes(setting)) return false;
  return !NOT_IN[role]?.includes(setting);
}

/**
 * Sentences that only remember, wish for, phone or plan to see someone: "Grandpa had helped to
 * make that kite", "things to tell Grandma", "they would visit Grandma tomorrow".
 */
const ABSENT =
  /\b(remembered|had helped|had pressed|had made|last (eid|year|week)|wished|miss(ed)?|would be|were here|was here|a card for|made .* for|things to tell|to tell (grandma|grandpa|mama|baba)|tell (grandma|grandpa) (all )?about|on the phone|phoned|video call|call(ed)? (grandma|grandpa)|(will|would|going to) (visit|see)|wanted to give|would (make|give|only smile)|how much you love|with all my love|thinking about the|had taught|had been right|live[sd]? far away|so far away|had not seen|not seen .* for a long time|a visit to|photo of|still know|call (grandma|grandpa) before)\b/i;

/** Plot objects (the theme's `{O}`) as things to draw. */
const OBJECT_PROPS: ReadonlyArray<readonly [RegExp, PropKind]> = [
  [/dates/, 'dates-box'],
  [/sweets|candy|chocolate/, 'sweets'],
  [/cookies|biscuits|cake/, 'cookies'],
  [/kitten|cat/, 'kitten'],
  [/bird|chick/, 'baby-bird'],
  [/lamb|sheep/, 'lamb'],
];

export function peopleIn(text: string): ScenePerson[] {
  const present = text
    .split(/(?<=[.!?»"])\s+/)
    .filter((sentence) => !ABSENT.test(sentence))
    .join(' ');
  const found: ScenePerson[] = [];
  for (const [re, person] of PEOPLE)
    if (re.test(present) && !found.some((p) => p.role === person.role)) found.push(person);
  return found.slice(0, 2);
}

/** Whether a page of the beat shows the plot's person who is away: only where the plot meets them. */
export function metAway(beat: Beat, stage: Stage): boolean {
  return (stage.away?.meets as readonly Beat[] | undefined)?.includes(beat) ?? false;
}

const SCENE_BEATS: readonly Beat[] = ['problem', 'try', 'help', 'together', 'resolution'];

/** The room a beat happens in when the theme (a plot) tells it indoors, else undefined. */
export function roomOf(beat: Beat, pack: ThemePack): IndoorSetting | undefined {
  return SCENE_BEATS.includes(beat) ? pack.rooms?.[beat as SceneBeat] : undefined;
}

/** The room a beat is drawn and told in: sleep is always in the bedroom, else the beat's room. */
export function sceneRoom(beat: Beat, pack: ThemePack): IndoorSetting | undefined {
  return beat === 'goodnight' ? 'bedroom' : roomOf(beat, pack);
}

/** The words a text calls a thing by, to find who holds it. */
const PROP_WORDS: Partial<Record<PropKind, RegExp>> = {
  photo: /\b(photos?|album)\b/,
  book: /\b(book|notebook|story|album)\b/,
  phone: /\b(phone|photo)\b/,
  letter: /\b(letter|ticket|card|note)\b/,
  drawing: /\b(drawing|paper|map|card|sheet)\b/,
  lantern: /\blantern\b/,
  'board-game': /\b(board game|game)\b/,
  'sand-timer': /\bsand timer\b/,
  toys: /\b(toys?|blocks)\b/,
  cookies: /\b(biscuits?|cookies?|cake)\b/,
  sweets: /\b(sweets|candy|plate)\b/,
  'dates-box': /\b(dates|box of dates)\b/,
  'moving-boxes': /\bbox\b/,
  'flower-pot': /\b(plant|pot)\b/,
  flowers: /\b(flowers|jasmine|bouquet)\b/,
  calendar: /\bcalendar\b/,
  teddy: /\b(teddy|toy)\b/,
  'watering-can': /\bwatering can\b/,
  medicine: /\b(medicine|spoon|syrup)\b/,
  gift: /\b(gift|present)\b/,
  'paper-stars': /\bstars\b/,
  toothbrush: /\btoothbrush\b/,
};

const GROWN_UP = String.raw`(Mama|Baba|Grandma|Grandpa|Teta|Jeddo|Auntie|Uncle|the teacher|the neighbou?r|the doctor|the dentist|the baker)`;
/** "Baba, who holds an old album", "while Mama reads a story", "the neighbour holds out a plate". */
const HOLDING = new RegExp(
  String.raw`\b${GROWN_UP}(?:,? who| comes in| came in)? (holds?|held|holds? out|held out|opens?|opened|brings?( in)?|brought( in)?|reads?|hands?|handed|gives?|gave|offers?|offered|takes?|took|carries|carried|lights?|lit)\b([^,.;!?]*)`,
  'gi',
);

/** Who of the page's grown-ups holds a thing of this kind, by the text's words, else undefined. */
export function holderOf(text: string, kind: PropKind): string | undefined {
  const words = PROP_WORDS[kind];
  if (!words) return undefined;
  for (const m of text.matchAll(HOLDING))
    if (words.test(m[m.length - 1] ?? '')) return m[1]?.replace(/^The /, 'the ');
  return undefined;
}

function propsFor(beat: Beat, stage: Stage, pack: ThemePack, text: string): SceneProp[] {
  if (!(SCENE_BEATS as readonly string[]).includes(beat)) return [];
  const listed = pack.props?.[beat as SceneBeat] ?? [];
  const out: SceneProp[] = [];
  for (const prop of listed) {
    if (prop.kind !== 'object') {
      // A thing a grown-up of the page holds, gives or reads is drawn in their hands.
      const by = prop.where === 'held' && !prop.by ? holderOf(text, prop.kind) : undefined;
      out.push({ ...prop, kind: prop.kind, ...(by ? { by } : {}) });
      continue;
    }
    const kind =
      stage.object &&
      (stage.object.prop ?? OBJECT_PROPS.find(([re]) => re.test(stage.object?.en ?? ''))?.[1]);
    if (kind) out.push({ ...prop, kind });
  }
  return out;
}

/**
 * What a page's picture holds beyond its cast: where it happens (bed at goodnight, the theme's
 * rooms, else the place's own look), the grown-ups its text names, and the things of its beat.
 */
export function sceneContent(
  beat: Beat,
  stage: Stage,
  pack: ThemePack,
  text: string,
  look: SceneSetting,
  helperHere: boolean,
): Pick<Scene, 'setting' | 'people' | 'props'> {
  // Sleep is always at home in bed; a theme's indoor beat is in its room; the rest at the place.
  const setting: SceneSetting = sceneRoom(beat, pack) ?? look;
  // The helper of a one-character story is one of the people when it is a person.
  const helper = helperHere && stage.friend.inputName === null ? ` ${stage.friend.en.full}` : '';
  // The cast is drawn already: "Grandma Huda, a kind grandma" is not a second grandma beside her.
  const others = [stage.hero, stage.friend, stage.third, stage.away?.actor].reduce(
    (said, a) =>
      a?.inputName ? said.split(a.inputName).join(' ').split(a.en.intro).join(' ') : said,
    text,
  );
  const people =
    beat === 'goodnight'
      ? peopleIn(others).filter(
          (p) => p.role !== 'baker' && p.role !== 'seller' && p.role !== 'shepherd',
        )
      : peopleIn(others + helper);
  // The person away is not drawn from a page's words: not where they are only missed or spoken
  // of, nor beside the chosen character who is them where the plot meets them.
  const away = stage.away && stage.person ? peopleIn(stage.person.en)[0]?.role : undefined;
  // A grown-up the text names is drawn only where they can be (no teacher in the bedroom).
  const drawn = (
    away && (stage.away?.actor || !metAway(beat, stage))
      ? people.filter((p) => p.role !== away)
      : people
  )
    .filter((p) => drawnIn(p.role, setting))
    // The evening before the doctor's or the first day of school, they are tomorrow's, not here.
    .filter((p) => !(pack.eve && TOMORROWS.has(p.role)));
  const props = propsFor(beat, stage, pack, text);
  return {
    setting,
    ...(drawn.length ? { people: drawn } : {}),
    ...(props.length ? { props } : {}),
  };
}
