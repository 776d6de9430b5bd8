import type { IndoorSetting } from '../types.ts';
import type { Pool } from './lines.ts';
import type { Place } from './place.ts';
import {
  ageLines,
  friendIntroLines,
  introLines,
  awayMoodLines,
  moodLines,
  settingLines,
  thirdIntroLines,
} from './pools/opening.ts';
import { skyLines } from './pools/sky.ts';
import { AWAY_ROOMS, roomLines } from './pools/rooms.ts';
import type { Episode } from './pools/episodes.ts';
import {
  arriveLines,
  helpMoreLines,
  situationLines,
  thirdJoinLines,
  togetherLines,
  tryMoreLines,
  worryLines,
} from './pools/middle.ts';
import {
  bedLines,
  bedtimeLines,
  homeAgainLines,
  closeLines,
  joyLines,
  reflectMoreLines,
  sleepLines,
} from './pools/ending.ts';
import type { Beat } from './story-plan.ts';
import type { ThemePack } from './theme-pack.ts';

/**
 * A place in a page for lines of one pool. Required slots always get a line; the others are
 * filled while the page is shorter than its age group asks, fillers last.
 */
export interface Slot {
  pool: Pool;
  required?: boolean;
  filler?: boolean;
  /** Most lines from this slot on one page (default 1). */
  max?: number;
}

export interface StoryShape {
  pack: ThemePack;
  place: Place;
  situation: boolean;
  namedFriend: boolean;
  third: boolean;
  /** The story's own episodes (long stories): what happens before the trouble and on the way to bed. */
  pastime: Episode;
  homecoming: Episode;
  /**
   * A situation's own plot (plots/): the family it names helps, so no passer-by arrives and the
   * generic help, joy and together lines are not told; the plot's own lines fill the middle.
   */
  plot?: boolean;
  /** The plan gives the working-together beat a page of its own (the plot's together lines wait for it). */
  togetherPage?: boolean;
  /**
   * A three-page story: the help page must also tell the plot's together step (hero and helper act
   * together), which a longer story has room for without being made to.
   */
  togetherWithHelp?: boolean;
  /** A gentle situation (loss, illness, family change): composePage leaves out every cheering line. */
  gentle?: boolean;
  /** Told away from home with no homecoming page: the goodnight page goes home before bed. */
  awayFromHome?: boolean;
}

/**
 * A beat's slots; told in a room (a plot's indoor beat, `roomOf` in scene-content.ts), the page
 * says what the room holds where it would say the sky and the place outside.
 */
export function slotsFor(beat: Beat, s: StoryShape, room?: IndoorSetting): Slot[] {
  return indoors(outdoorSlots(beat, s), s.place, room);
}

/**
 * The sky and the place's details give way to the room's own lines; in a classroom or a clinic,
 * the evening's mood does too, to the few lines that may be said there ("loved this quiet hour" is
 * not said during a test, nor birds flying above the beach at the dentist's).
 */
function indoors(slots: Slot[], place: Place, room: IndoorSetting | undefined): Slot[] {
  if (!room) return slots;
  const away = AWAY_ROOMS.includes(room);
  return slots.map((slot) =>
    slot.pool === skyLines || slot.pool === place.details
      ? { ...slot, pool: roomLines[room] }
      : away && slot.pool === moodLines
        ? { ...slot, pool: awayMoodLines }
        : slot,
  );
}

function outdoorSlots(beat: Beat, s: StoryShape): Slot[] {
  if (s.plot) {
    const own = plotSlotsFor(beat, s);
    if (own) return own;
  }
  const { pack, place } = s;
  switch (beat) {
    case 'opening':
      return [
        { pool: settingLines, required: true },
        { pool: introLines, required: true },
        { pool: ageLines },
        ...(s.namedFriend ? [{ pool: friendIntroLines, required: true, max: 2 }] : []),
        ...(s.third ? [{ pool: thirdIntroLines, required: true }] : []),
        { pool: place.details, max: 4 },
        { pool: moodLines, max: 4 },
        { pool: skyLines, filler: true, max: 3 },
        { pool: place.details, filler: true, max: 3 },
      ];
    case 'pastime':
      return [
        { pool: s.pastime.lines, required: true, max: 6 },
        { pool: place.details, max: 2 },
        { pool: moodLines, max: 2 },
        { pool: s.pastime.lines, filler: true, max: 2 },
        { pool: skyLines, filler: true, max: 2 },
        { pool: moodLines, filler: true, max: 2 },
      ];
    case 'problem':
      return [
        ...(s.situation ? [{ pool: situationLines, required: true }] : []),
        { pool: pack.problem, required: true },
        { pool: pack.problemMore, max: 4 },
        { pool: worryLines, max: 4 },
        { pool: skyLines, filler: true },
        { pool: place.details, filler: true, max: 3 },
        { pool: worryLines, filler: true, max: 3 },
      ];
    case 'try':
      return [
        { pool: pack.tries, required: true, max: 4 },
        { pool: tryMoreLines, max: 4 },
        { pool: worryLines, max: 3 },
        { pool: place.details, filler: true, max: 3 },
        { pool: tryMoreLines, filler: true, max: 3 },
        { pool: skyLines, filler: true },
      ];
    case 'help':
      return [
        { pool: arriveLines, required: true },
        // The friend listens and thinks ("Wait, I have an idea!") before the theme's help is done.
        { pool: helpMoreLines, max: 4 },
        { pool: pack.help, required: true, max: 4 },
        ...(s.third ? [{ pool: thirdJoinLines, required: true }] : []),
        { pool: togetherLines, filler: true, max: 3 },
        { pool: place.details, filler: true },
        { pool: helpMoreLines, filler: true, max: 3 },
      ];
    case 'together':
      return [
        { pool: pack.together, required: true, max: 4 },
        { pool: togetherLines, max: 4 },
        { pool: helpMoreLines, max: 3 },
        { pool: place.details, filler: true, max: 3 },
        { pool: skyLines, filler: true, max: 3 },
      ];
    case 'resolution':
      return [
        { pool: pack.resolution, required: true, max: 4 },
        { pool: joyLines, max: 5 },
        { pool: skyLines, max: 3 },
        { pool: place.details, filler: true, max: 3 },
        { pool: joyLines, filler: true, max: 3 },
      ];
    case 'moral':
      return [
        { pool: pack.reflect, required: true, max: 4 },
        { pool: reflectMoreLines, max: 4 },
        { pool: skyLines, filler: true, max: 3 },
        { pool: place.details, filler: true },
        { pool: reflectMoreLines, filler: true, max: 3 },
      ];
    case 'homecoming': {
      const lines = s.homecoming.lines;
      return [
        { pool: lines, required: true, max: 6 },
        { pool: lines, filler: true, max: 2 },
        { pool: skyLines, filler: true, max: 2 },
        { pool: place.details, filler: true, max: 2 },
        { pool: bedtimeLines, filler: true, max: 2 },
        { pool: reflectMoreLines, filler: true, max: 2 },
      ];
    }
    case 'goodnight':
      return [
        ...(s.awayFromHome ? [{ pool: homeAgainLines, required: true }] : []),
        { pool: bedLines, required: true, max: 4 },
        { pool: bedtimeLines, max: 4 },
        ...(pack.bedtime ? [{ pool: pack.bedtime, max: 2 }] : []),
        { pool: skyLines, filler: true, max: 3 },
        { pool: bedtimeLines, filler: true, max: 3 },
        { pool: sleepLines, max: 3 },
        { pool: closeLines, required: true },
      ];
  }
}

/** Lines that suit any page, for the last gaps of the longest pages (in a room, the room's). */
export function lastResort(s: StoryShape, beat: Beat, room?: IndoorSetting): Slot[] {
  return indoors(lastResortOutdoors(s, beat), s.place, room);
}

function lastResortOutdoors(s: StoryShape, beat: Beat): Slot[] {
  if (beat === 'goodnight') return [{ pool: skyLines, filler: true, max: 4 }];
  return [
    ...(beat === 'try' ? [{ pool: s.pack.problemMore, filler: true, max: 2 }] : []),
    { pool: s.place.details, filler: true, max: 4 },
    { pool: skyLines, filler: true, max: 3 },
    ...(beat === 'opening' || beat === 'pastime'
      ? [{ pool: moodLines, filler: true, max: 4 }]
      : []),
  ];
}

/**
 * The middle of a situation's plot: its own lines, the place and the sky; no passer-by arrives to
 * help (the opening and bedtime keep their slots; a gentle plot's cheering lines are left out by
 * composePage).
 */
function plotSlotsFor(beat: Beat, s: StoryShape): Slot[] | null {
  const { pack, place } = s;
  switch (beat) {
    case 'problem':
      return [
        ...(s.situation ? [{ pool: situationLines, required: true }] : []),
        { pool: pack.problem, required: true },
        { pool: pack.problemMore, max: 4 },
        { pool: worryLines, filler: true, max: 4 },
        { pool: skyLines, filler: true, max: 3 },
        { pool: place.details, filler: true, max: 3 },
      ];
    case 'try':
      return [
        { pool: pack.tries, required: true, max: 4 },
        { pool: pack.problemMore, filler: true, max: 2 },
        { pool: worryLines, filler: true, max: 4 },
        { pool: place.details, filler: true, max: 3 },
        { pool: skyLines, filler: true, max: 4 },
      ];
    case 'help':
      return [
        // One of the plot's ways for the helper to come in and help (each introduces the helper).
        { pool: pack.help, required: true },
        ...(s.third ? [{ pool: thirdJoinLines, required: true }] : []),
        ...(s.togetherPage
          ? []
          : [{ pool: pack.together, max: 2, required: s.togetherWithHelp ?? false }]),
        { pool: place.details, filler: true, max: 4 },
        { pool: skyLines, filler: true, max: 4 },
        { pool: moodLines, filler: true, max: 4 },
        { pool: reflectMoreLines, filler: true, max: 1 },
      ];
    case 'together':
      return [
        { pool: pack.together, required: true, max: 4 },
        { pool: place.details, filler: true, max: 4 },
        { pool: skyLines, filler: true, max: 6 },
        { pool: moodLines, filler: true, max: 3 },
        { pool: reflectMoreLines, filler: true, max: 2 },
      ];
    case 'resolution':
      return [
        { pool: pack.resolution, required: true, max: 4 },
        { pool: skyLines, max: 3 },
        { pool: place.details, filler: true, max: 4 },
        { pool: skyLines, filler: true, max: 3 },
        { pool: reflectMoreLines, filler: true, max: 2 },
      ];
    case 'moral':
      return [
        { pool: pack.reflect, required: true, max: 4 },
        { pool: reflectMoreLines, max: 3 },
        { pool: skyLines, filler: true, max: 3 },
        { pool: place.details, filler: true },
      ];
    case 'homecoming':
      // A gentle story does not go out and come home again; the others keep their homecoming episode.
      return s.gentle
        ? [
            { pool: bedtimeLines, required: true, max: 4 },
            ...(pack.bedtime ? [{ pool: pack.bedtime, max: 2 }] : []),
            { pool: reflectMoreLines, filler: true, max: 2 },
            { pool: skyLines, filler: true, max: 4 },
            { pool: place.details, filler: true, max: 3 },
          ]
        : null;
    default:
      return null;
  }
}
