import {
  INDOOR_SETTINGS,
  type IndoorSetting,
  type Mood,
  type Pose,
  type Scene,
  type SceneSetting,
  type TimeOfDay,
} from '../types.ts';
import type { Actor } from './cast.ts';
import type { Random } from './prng.ts';
import type { Beat } from './story-plan.ts';
import type { StoryShape } from './beat-slots.ts';
import type { ThemeKey, ThemePack } from './theme-pack.ts';
import { parseTemplate, renderTemplate } from './template.ts';
import { resolveToken, type Stage } from './vocabulary.ts';
import { drawnIn, metAway, PEOPLE, sceneContent } from './scene-content.ts';
import { isBigAnimal } from './species.ts';
import { poseInText, wordPattern } from './text-pose.ts';

/** What the illustrator draws for a page: who, where, doing what, in which light and mood. */
export function sceneFor(
  beat: Beat,
  stage: Stage,
  pack: ThemePack,
  time: TimeOfDay,
  random: Random,
  episodes?: Pick<StoryShape, 'pastime' | 'homecoming' | 'plot' | 'gentle'>,
  page?: { text: string; look: SceneSetting },
): Scene {
  const cast = [
    stage.hero,
    ...(stage.friend.inputName ? [stage.friend] : []),
    ...(stage.third ? [stage.third] : []),
  ];
  // The chosen character the plot meets at last (Grandma Huda at her house) is drawn there.
  const met = stage.away?.actor && metAway(beat, stage) ? stage.away.actor : null;
  if (met) cast.push(met);
  // A story of loss or illness is drawn calm: no cheering, no confetti, no excited faces.
  const gentle = episodes?.gentle ?? false;
  const helperHere =
    stage.friend.inputName === null &&
    !episodes?.plot &&
    (beat === 'help' || beat === 'together' || beat === 'resolution' || beat === 'moral');
  const episode =
    beat === 'pastime'
      ? episodes?.pastime
      : beat === 'homecoming'
        ? episodes?.homecoming
        : undefined;
  const doing =
    renderTemplate(parseTemplate(episode?.scene ?? activities(beat, pack)), [], (t) =>
      resolveToken({ ...stage, friendHere: true }, 'en', t),
    ) ?? '';
  // "hug a grandparent" of the plot's scene is that character by name, not a second grandparent.
  const activity = met ? doing.replace(/\b(a|the) (\w+ )?grandparent\b/, met.en.name) : doing;
  const named = met !== null && activity !== doing;
  const names = [
    ...cast.filter((a) => !named || a !== met).map((a) => a.en.name),
    ...(helperHere ? [stage.friend.en.full] : []),
  ];
  const who =
    names.length <= 2
      ? names.join(' and ')
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const verb = names.length === 1 ? thirdPerson(activity) : activity;
  const content = page
    ? sceneContent(beat, stage, pack, `${page.text} ${activity}`, page.look, helperHere)
    : undefined;
  // A room is told as the room ("in the bedroom"), never "in" the outdoor place of the story.
  const room = content?.setting && ROOM_WORDS[content.setting as IndoorSetting];
  // The plot's picture may say the room already ("sits with the family in the living room").
  const where =
    room && activity.includes(room.replace(/^(in|at) /, ''))
      ? ''
      : (room ?? `in ${stage.place.en}`);
  const when = time === 'night' ? 'at night' : time === 'sunset' ? 'at sunset' : `in the ${time}`;
  const description = `${who} ${verb} ${where} ${when}.`.replace(/\s+/g, ' ');
  // The page's words and the plot's picture of it ("sit beside a grandparent resting in bed").
  const told = page ? `${page.text} ${activity}.` : undefined;
  const scene: Scene = {
    description: description.charAt(0).toUpperCase() + description.slice(1),
    characters: cast.map((a, i) => {
      const planned = episode
        ? random.pick(gentle ? calmPoses(episode.poses) : episode.poses)
        : poseFor(beat, a, i === 0, pack.key, random, gentle);
      const others = cast.filter((b) => b !== a).map((b) => b.en.name);
      return { name: a.inputName ?? a.en.name, pose: saidPose(told, a, planned, others) };
    }),
    timeOfDay: time,
    mood:
      episode && gentle && episode.mood === 'excited'
        ? 'calm'
        : (episode?.mood ?? moodFor(beat, pack.key, random, gentle)),
  };
  if (!page || !content) return scene;
  const castNames = wordPattern(...cast.map((a) => a.en.name));
  // The grown-ups are posed as the text tells them ("Grandma was resting in bed", "Baba sat down").
  const people = content.people?.map((p) => {
    const named = PEOPLE.find(([, q]) => q.role === p.role)?.[0];
    // The plot's picture calls a grandparent of the page "a grandparent".
    const words =
      named && (p.role === 'grandmother' || p.role === 'grandfather')
        ? new RegExp(`${named.source}|\\bgrandparent\\b`, 'i')
        : named;
    const pose = words && poseInText(told ?? '', words, { grownUp: true, others: castNames });
    return pose ? { ...p, pose } : p;
  });
  // In bed is in the bedroom, a hospital bed at the clinic (or at home, for a page set outside):
  // in another room a child or a grown-up "under a blanket" is on the sofa, drawn sitting.
  const setting = content.setting;
  const elsewhere =
    setting !== undefined &&
    setting !== 'bedroom' &&
    setting !== 'clinic' &&
    INDOOR_SETTINGS.includes(setting as never);
  const seated = <T extends { pose?: Pose }>(x: T): T =>
    elsewhere && x.pose === 'resting' ? { ...x, pose: 'sitting' } : x;
  // A big animal of the cast (a camel, a horse) is not drawn in a room; the hero always is.
  const big = new Set(
    cast
      .slice(1)
      .filter((a) => isBigAnimal(a.species ?? undefined))
      .map((a) => a.inputName),
  );
  const characters = drawnIn('big-animal', setting ?? 'place')
    ? scene.characters
    : scene.characters.filter((c) => !big.has(c.name));
  return {
    ...scene,
    ...content,
    characters: characters.map(seated),
    ...(people ? { people: people.map(seated) } : {}),
  };
}

/**
 * The pose the page's text gives a character ("lay on the sofa", "settled into bed", "hugged"),
 * else the planned one. Sleep stays sleep; a flier or swimmer does not run.
 */
function saidPose(
  text: string | undefined,
  a: Actor,
  planned: Pose,
  others: readonly string[],
): Pose {
  if (!text || planned === 'sleeping') return planned;
  // Family go by their title too: "Grandma Huda" or "Teta Fatma" is the "Grandma" of the text.
  const kin = a.family ? PEOPLE.find(([re]) => re.test(a.en.name))?.[0] : undefined;
  const name = wordPattern(a.en.name);
  const who = kin ? new RegExp(`${name.source}|${kin.source}`, 'i') : name;
  const said = poseInText(text, who, {
    ...(others.length ? { others: wordPattern(...others) } : {}),
  });
  if (!said || (said === 'running' && a.mover !== undefined && a.mover !== 'walk')) return planned;
  return said;
}

/** How a scene's description says its room. */
const ROOM_WORDS: Readonly<Record<IndoorSetting, string>> = {
  bedroom: 'in the bedroom',
  kitchen: 'in the kitchen',
  'living-room': 'in the living room',
  classroom: 'in the classroom',
  clinic: "at the doctor's",
  dentist: "at the dentist's",
};

/** An episode's poses without cheering, for a story of loss or illness. */
function calmPoses(poses: readonly Pose[]): readonly Pose[] {
  const calm = poses.filter((p) => p !== 'celebrating' && p !== 'pointing' && p !== 'running');
  return calm.length > 0 ? calm : ['standing'];
}

function activities(beat: Beat, pack: ThemePack): string {
  switch (beat) {
    case 'opening':
      return 'enjoy a calm evening';
    case 'pastime':
      return 'enjoy the afternoon';
    case 'homecoming':
      return 'go home for the night';
    case 'moral':
      return 'sit together and talk about the day';
    case 'goodnight':
      return 'fall asleep under the moonlight';
    default:
      return pack.scene[beat];
  }
}

/** A verb said of one person: "look" → "looks", "try" → "tries", "watch" → "watches". */
const singular = (verb: string): string =>
  /(s|sh|ch|x|z|o)$/.test(verb)
    ? `${verb}es`
    : /[^aeiou]y$/.test(verb)
      ? `${verb.slice(0, -1)}ies`
      : `${verb}s`;

/**
 * "look for" → "looks for", "sing and clap a song" → "sings and claps a song": the first word of
 * the activity, and the verb joined to it by "and", for one person.
 */
export function thirdPerson(activity: string): string {
  const [verb = '', ...rest] = activity.split(' ');
  const words = rest[0] === 'and' && rest[1] ? ['and', singular(rest[1]), ...rest.slice(2)] : rest;
  // "sit together" said of one person reads "sits".
  return [singular(verb), ...words.filter((w) => w !== 'together')].join(' ');
}

function poseFor(
  beat: Beat,
  a: Actor,
  isHero: boolean,
  theme: ThemeKey,
  random: Random,
  gentle: boolean,
): Pose {
  const moving: Pose =
    a.mover === 'fly'
      ? 'flying'
      : a.mover === 'swim'
        ? 'swimming'
        : random.pick<Pose>(['walking', 'running']);
  switch (beat) {
    case 'opening':
      return isHero
        ? random.pick<Pose>(['standing', 'waving', 'walking'])
        : random.pick<Pose>(['standing', 'sitting', 'waving']);
    case 'pastime':
    case 'homecoming':
      return random.pick<Pose>(['walking', 'sitting', 'standing']);
    // A sad or ill child does not point or run about: a gentle story's trouble is sat with.
    case 'problem':
      return isHero
        ? theme === 'curiosity' && !gentle
          ? 'pointing'
          : random.pick<Pose>(gentle ? ['sitting', 'standing'] : ['pointing', 'standing'])
        : 'standing';
    case 'try':
      return isHero
        ? theme === 'curiosity' && !gentle
          ? random.pick<Pose>(['reading', 'pointing'])
          : gentle
            ? 'sitting'
            : moving
        : random.pick<Pose>(['standing', 'sitting']);
    case 'help':
      return isHero
        ? random.pick<Pose>(gentle ? ['standing', 'sitting'] : ['standing', 'pointing'])
        : random.pick<Pose>(['pointing', 'walking', 'standing']);
    case 'together':
      return gentle ? 'sitting' : moving;
    case 'resolution':
      return random.pick<Pose>(gentle ? ['sitting', 'hugging'] : ['celebrating', 'hugging']);
    case 'moral':
      return random.pick<Pose>(['sitting', 'hugging']);
    case 'goodnight':
      return 'sleeping';
  }
}

function moodFor(beat: Beat, theme: ThemeKey, random: Random, gentle: boolean): Mood {
  switch (beat) {
    case 'opening': {
      const mood = random.pick<Mood>(['calm', 'happy']);
      return gentle ? 'calm' : mood;
    }
    case 'pastime':
    case 'homecoming':
      return 'calm';
    case 'problem':
      return theme === 'curiosity' ? 'curious' : 'worried';
    case 'try':
      return theme === 'curiosity' ? 'curious' : 'brave';
    case 'help':
      return gentle ? 'calm' : 'happy';
    case 'together':
      return gentle ? 'calm' : 'excited';
    case 'resolution':
      return random.pick<Mood>(gentle ? ['calm', 'calm'] : ['happy', 'excited']);
    case 'moral':
      return 'calm';
    case 'goodnight':
      return 'sleepy';
  }
}
