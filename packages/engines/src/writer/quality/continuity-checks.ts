import type { IndoorSetting, WrittenStory } from '../../types.ts';
import { parseTemplate, type Part } from '../template.ts';
import { AWAY_ROOMS, roomLines } from '../pools/rooms.ts';

/**
 * Continuity over a story's English pages: what one line says must not be undone by a later one.
 * - a room's line (pools/rooms.ts) after a line that took everyone out of it ("went out to the
 *   garden", then "the lamp glowed"), or a classroom's or a clinic's after the way home;
 * - the sky or the air said of a place at home ("The warm sun was sinking lower at home");
 * - getting ready for bed (teeth, pyjamas) once the child's eyes have closed or sleep has come;
 * - climbing into bed, teeth or pyjamas on a page after one that had the child in bed already.
 */
export interface ContinuityFault {
  page: number;
  kind: 'room-after-leaving' | 'sky-at-home' | 'bed-after-sleep' | 'bed-twice';
  sentence: string;
  /** The earlier sentence it contradicts, when there is one. */
  after?: string;
}

/**
 * A line that takes the hero out of the room they were in (the room's lines cannot follow): "went
 * out to the garden", "walked out holding the toothbrush"; not a lamp that went out, nor someone
 * who went out and came back.
 */
export const LEAVES_ROOM =
  /^(?!.*\b(came|come|went)( straight)? back\b)(?!.*\b(lights?|lamps?|candle|sand|heat|storm|talk)\b[^.]{0,20}\b(went|ran) out\b).*\b((went|ran|stepped|walked|hurried|headed|slipped)( quietly| together| slowly)? (outside\b|out\b(?! of the room| to play| through)|into the (garden|yard|courtyard|street)\b|to the (garden|yard|balcony|roof|courtyard|park|beach)\b)|carried (\w+ ){1,2}outside\b)/i;

/**
 * A line that takes the hero home from a classroom or a clinic: "On the way home", "walked home",
 * "back at home". The classroom's or the clinic's lines cannot follow it; a home's rooms can.
 */
export const GOES_HOME =
  /\b(on the (way|walk|drive) (back )?home|(went|walked|drove|hurried|headed|came|got) (back )?home|back at home)\b/i;

/**
 * The sky, the sun or the evening breeze said to be "at home", and "outside ... at home": a home is
 * indoors, the sky is outside it ("yellow like the sun at home" compares, and is fine).
 */
export const SKY_AT_HOME =
  /^(?!.*\blike the \w+ at home\b)(.*\b(sun|sky|stars?|moon|clouds?|breeze|sunset|shadows)\b[^.!?"]*\bat home\b|(outside|beyond the curtains|outside the window)\b[^.!?]*\bat home\b)/i;

/**
 * The child already in bed: "lay in bed", "under the covers", "tucked Teddy in beside her" (the
 * evening-before stories end their trouble in bed).
 */
export const IN_BED =
  /\b(?:lay|lying|was|were|sat up|snuggled|curled up|stayed) (?:\w+ )?in (?:the |her |his )?bed\b|\bunder the (?:covers|blanket|quilt|duvet)\b|\btucked \w+ in\b/i;

/** Getting into bed, or ready for it: "climbed into bed", teeth, pyjamas. */
export const GETS_INTO_BED =
  /\b(?:climbed|crawled|hopped|jumped|got|slipped) (?:into|under|in)\b[^.]*\b(?:bed|covers|blanket|quilt|duvet|sheets)\b|\b(?:teeth|toothbrush|pyjamas|pajamas|nightgown|washed \w+ face)\b/i;

/** Getting ready for bed. */
export const GETS_READY = /\b(teeth|toothbrush|pyjamas|pajamas|nightgown|washed \w+ face)\b/i;

/**
 * The child's sleep has come: the eyes growing heavy or closing (not eyes closed to count or to
 * remember), asleep, drifting off; not a cat or a baby who sleeps.
 */
export const FALLS_ASLEEP =
  /^(?!.*\b(cat|kitten|puppy|baby|bird|lamb|pet|teddy|toys?|little one|world|house|city|everything|everyone)\b[^.]{0,30}\b(was|were|fell|drifted|slipped)\b)(?=.*((\b(his|her|their)|'s) eyes (grew|were growing|felt) (heavy|sleepy)|(\b(his|her|their)|'s) eyes (began|started) to close|'s eyes closed\b|\beyes were closing|\b(fell|was|were) (fast |sound |deeply |peacefully )?asleep|\balmost asleep|\bdrift(ed|ing) (off|into)|\bslipped into a [^.]*sleep|\bhalfway to dream))/i;

/** A template's English as a pattern: choices as alternatives, tokens as any short phrase. */
function patternOf(parts: readonly Part[]): string {
  return parts
    .map((p) =>
      typeof p === 'string'
        ? p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        : p.kind === 'token'
          ? '[^.!?]{1,40}?'
          : `(?:${p.options.map(patternOf).join('|')})`,
    )
    .join('');
}

const patternsOf = (rooms: readonly IndoorSetting[]): RegExp[] =>
  rooms.flatMap((room) =>
    roomLines[room].map((line) => new RegExp(`^${patternOf(parseTemplate(line[0]))}$`, 'i')),
  );
let roomPatterns: RegExp[] | null = null;
let awayPatterns: RegExp[] | null = null;
/** Whether a sentence is one of the rooms' lines, or of the rooms away from home's. */
export function isRoomLine(sentence: string, awayOnly = false): boolean {
  roomPatterns ??= patternsOf(Object.keys(roomLines) as IndoorSetting[]);
  awayPatterns ??= patternsOf(AWAY_ROOMS);
  return (awayOnly ? awayPatterns : roomPatterns).some((re) => re.test(sentence));
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?]["»]?)\s+(?=[A-Z"«])/).filter(Boolean);
}

export function continuityFaults(story: WrittenStory): ContinuityFault[] {
  const out: ContinuityFault[] = [];
  let asleep: string | undefined;
  let inBed: string | undefined;
  story.pages.forEach((p, i) => {
    if (inBed)
      for (const sentence of sentences(p.textEn))
        if (GETS_INTO_BED.test(sentence))
          out.push({ page: i + 1, kind: 'bed-twice', sentence, after: inBed });
    const bedded = sentences(p.textEn).find((sentence) => IN_BED.test(sentence));
    let left: string | undefined;
    let home: string | undefined;
    for (const sentence of sentences(p.textEn)) {
      if (left && isRoomLine(sentence))
        out.push({ page: i + 1, kind: 'room-after-leaving', sentence, after: left });
      else if (home && isRoomLine(sentence, true))
        out.push({ page: i + 1, kind: 'room-after-leaving', sentence, after: home });
      if (LEAVES_ROOM.test(sentence)) left = sentence;
      if (GOES_HOME.test(sentence)) home = sentence;
      if (SKY_AT_HOME.test(sentence)) out.push({ page: i + 1, kind: 'sky-at-home', sentence });
      if (asleep && GETS_READY.test(sentence))
        out.push({ page: i + 1, kind: 'bed-after-sleep', sentence, after: asleep });
      if (FALLS_ASLEEP.test(sentence)) asleep = sentence;
    }
    inBed ??= bedded;
  });
  return out;
}
