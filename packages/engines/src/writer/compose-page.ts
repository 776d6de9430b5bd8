import { lastResort, slotsFor, type Slot, type StoryShape } from './beat-slots.ts';
import { flagsOf, type LineDef, type Pool } from './lines.ts';
import type { Random } from './prng.ts';
import { lineFits, renderLine, type PageWhen, type Said } from './render-line.ts';
import { mainBeat, type Beat } from './story-plan.ts';
import { roomOf, sceneRoom } from './scene-content.ts';
import type { IndoorSetting } from '../types.ts';
import type { Stage } from './vocabulary.ts';
import { countWords } from './word-count.ts';
import { syllables } from './text-metrics.ts';
import { findCheer } from './plots/cheer.ts';
import { skyLines } from './pools/sky.ts';
import { AWAY_ROOMS, roomLines } from './pools/rooms.ts';
import {
  FALLS_ASLEEP,
  GETS_INTO_BED,
  GETS_READY,
  IN_BED,
  GOES_HOME,
  LEAVES_ROOM,
  SKY_AT_HOME,
} from './quality/continuity-checks.ts';
import type { AvoidMatcher } from './avoid.ts';

export interface PageRequest {
  beats: Beat[];
  shape: StoryShape;
  stage: Stage;
  when: PageWhen;
  band: { min: number; max: number };
  random: Random;
  /** Lines already told in this story: none is told twice. */
  used: Set<LineDef>;
  /** What the child should not meet: a line that names it is never told. */
  avoid?: AvoidMatcher | null;
  /**
   * The story's sky so far: once the stars or the moon are out, the sun does not come back (up to
   * 8; the long 9-12 pages need every sky line); once the child has fallen asleep (or the eyes
   * closed), nobody gets ready for bed again.
   */
  sky?: { starsOut: boolean; moonUp?: boolean; asleep?: boolean; inBed?: boolean };
}

/** The rooms' own lines (pools/rooms.ts), told on a page that happens indoors. */
const ROOM_POOLS: ReadonlySet<Pool> = new Set(Object.values(roomLines));
/** The lines of the rooms a child goes home from (a classroom, a clinic). */
const AWAY_ROOM_POOLS: ReadonlySet<Pool> = new Set(AWAY_ROOMS.map((room) => roomLines[room]));

interface Placed {
  slot: number;
  /** Lines of one pool keep the pool's order, which is the order they are told in. */
  order: number;
  said: Said;
}

/**
 * The most of the place's detail lines one story tells: every story of a place would otherwise
 * describe it with the same few sentences.
 */
const PLACE_SHARE = 0.5;

/**
 * One page: a line for every required slot of its beats, then optional lines, then fillers,
 * until the page is as long as the age group asks in both English and Arabic (never longer).
 */
export function composePage(req: PageRequest): Said {
  const { random, band, when } = req;
  // A page drawn in a room (its last beat's) tells the room, not the sky or the place outside; the
  // goodnight beat is in bed (its sky filler becomes the bedroom's), the moral before it unchanged.
  const lastBeat = mainBeat(req.beats);
  const pageRoom = roomOf(lastBeat, req.shape.pack);
  const roomFor = (beat: Beat): IndoorSetting | undefined =>
    sceneRoom(beat, req.shape.pack) ?? pageRoom;
  const slots = req.beats.flatMap((beat) =>
    slotsFor(beat, req.shape, roomFor(beat)).map((slot) => ({ ...slot, beat })),
  );
  // Last-resort slots go just before the page's final slot (the goodnight line stays last).
  slots.splice(
    Math.max(0, slots.length - 1),
    0,
    ...lastResort(req.shape, lastBeat, roomFor(lastBeat)).map((slot) => ({
      ...slot,
      beat: lastBeat,
      last: true,
    })),
  );
  const placed: Placed[] = [];
  let en = 0;
  let ar = 0;
  const enTarget = band.min + (band.max - band.min) * (0.15 + 0.3 * random.next());
  const arTarget = band.min * 0.95;
  const counts = slots.map(() => 0);

  const stageFor = (beat: Beat): Stage => {
    // The helper of a one-character story comes with the help and has gone home by bedtime.
    if (req.stage.friend.inputName !== null) return req.stage;
    // A situation's plot is helped by the family it names; no passer-by comes at all.
    const here =
      !req.shape.plot &&
      (beat === 'help' || beat === 'together' || beat === 'resolution' || beat === 'moral');
    return here === req.stage.friendHere ? req.stage : { ...req.stage, friendHere: here };
  };

  const tryFill = (index: number, mustPlace: boolean): boolean => {
    const slot = slots[index] as Slot & { beat: Beat };
    if (counts[index]! >= (slot.max ?? 1)) return false;
    if (
      slot.pool === req.shape.place.details &&
      slot.pool.filter((l) => req.used.has(l)).length >= Math.ceil(slot.pool.length * PLACE_SHARE)
    )
      return false;
    const stage = stageFor(slot.beat);
    const fitting = slot.pool.filter(
      (l) =>
        !req.used.has(l) &&
        lineFits(l, stage, when) &&
        !(req.shape.gentle && (cheerful(l) || flagsOf(l).notGentle)) &&
        !(req.shape.plot && flagsOf(l).themeOnly),
    );
    // The youngest hear the short lines of a pool; a long one only when a required slot has no other.
    const short = when.level === 1 ? fitting.filter(shortLine) : fitting;
    const candidates = ranked(short.length > 0 || !mustPlace ? short : fitting, when.level, random);
    let fallback: { line: LineDef; said: Said } | null = null;
    for (const line of candidates) {
      const rendered =
        when.level < 3
          ? plainer(
              plainer(renderLine(line, stage, random), renderLine(line, stage, random)),
              when.level === 1 ? renderLine(line, stage, random) : null,
            )
          : renderLine(line, stage, random);
      if (!rendered) continue;
      if (req.avoid && (req.avoid(rendered.en) || req.avoid(rendered.ar) || req.avoid(rendered.dl)))
        continue;
      // A gentle story cheers in none of a line's wordings (a line's choices may hold a cheer).
      if (req.shape.gentle && findCheer(`${rendered.en} ${rendered.ar} ${rendered.dl}`).length > 0)
        continue;
      if (req.sky?.starsOut && when.level < 3 && SUN.test(rendered.en)) continue;
      // The moon rises once in a story.
      if (req.sky?.moonUp && MOON_RISES.test(rendered.en)) continue;
      if (breaksContinuity(rendered.en, index, slot.pool)) continue;
      // One sentence about the moon, the stars, the clouds or the night on a page, not three in
      // a row. (The longest pages, for 9-12, need more sky lines: there only the night is said once.)
      if (
        slot.pool === skyLines &&
        skySubjects(rendered.en).some((w) => told.has(w) && (when.level < 3 || w === 'night'))
      )
        continue;
      const said = when.level === 1 ? { ...rendered, en: shortSentences(rendered.en) } : rendered;
      const e = countWords(said.en, 'en');
      const a = countWords(said.ar, 'ar');
      if (en + e <= band.max && ar + a <= band.max) {
        accept(index, line, said, e, a);
        return true;
      }
      // Nothing fits yet: a required slot takes the shortest wording tried.
      if (
        !fallback ||
        e + a < countWords(fallback.said.en, 'en') + countWords(fallback.said.ar, 'ar')
      )
        fallback = { line, said };
    }
    if (mustPlace && fallback) {
      accept(
        index,
        fallback.line,
        fallback.said,
        countWords(fallback.said.en, 'en'),
        countWords(fallback.said.ar, 'ar'),
      );
      return true;
    }
    return false;
  };

  /**
   * A line that one of the page's lines would contradict (quality/continuity-checks.ts): the room
   * once the page has gone out of it, the sky "at home", pyjamas once the child is asleep.
   */
  const breaksContinuity = (en: string, index: number, pool: Pool): boolean => {
    const before = placed.filter((p) => p.slot < index).map((p) => p.said.en);
    const after = placed.filter((p) => p.slot > index);
    return (
      (req.stage.place.enIn === 'at home' && SKY_AT_HOME.test(en)) ||
      (ROOM_POOLS.has(pool) && before.some((e) => LEAVES_ROOM.test(e))) ||
      (LEAVES_ROOM.test(en) && after.some((p) => ROOM_POOLS.has(slots[p.slot]!.pool))) ||
      (AWAY_ROOM_POOLS.has(pool) && before.some((e) => GOES_HOME.test(e))) ||
      (GOES_HOME.test(en) && after.some((p) => AWAY_ROOM_POOLS.has(slots[p.slot]!.pool))) ||
      (GETS_READY.test(en) && (req.sky?.asleep || before.some((e) => FALLS_ASLEEP.test(e)))) ||
      (FALLS_ASLEEP.test(en) && after.some((p) => GETS_READY.test(p.said.en))) ||
      (Boolean(req.sky?.inBed) && GETS_INTO_BED.test(en))
    );
  };

  const told = new Set<string>();
  const accept = (index: number, line: LineDef, said: Said, e: number, a: number): void => {
    req.used.add(line);
    if (slots[index]!.pool === skyLines) for (const w of skySubjects(said.en)) told.add(w);
    if (req.sky && STARS.test(said.en)) req.sky.starsOut = true;
    if (req.sky && MOON_RISES.test(said.en)) req.sky.moonUp = true;
    const at = slots[index]!.pool.indexOf(line);
    placed.push({
      slot: index,
      order: slots[index]!.pool === skyLines ? skyTime(said.en) * 1000 + at : at,
      said,
    });
    counts[index]!++;
    en += e;
    ar += a;
  };

  slots.forEach((slot, i) => {
    if (slot.required) tryFill(i, true);
  });
  const short = (): boolean => en < enTarget || ar < arTarget;
  for (const phase of [0, 1, 2]) {
    let progress = true;
    while (short() && progress) {
      progress = false;
      const inPhase = (i: number): boolean => {
        const slot = slots[i] as Slot & { last?: boolean };
        return phase === 2
          ? Boolean(slot.last)
          : !slot.last && Boolean(slot.filler) === (phase === 1);
      };
      const order = random.shuffle(slots.map((_, i) => i).filter(inPhase));
      for (const i of order) {
        if (!short()) break;
        if (tryFill(i, false)) progress = true;
      }
    }
  }

  placed.sort((a, b) => a.slot - b.slot || a.order - b.order);
  if (req.sky && placed.some((p) => FALLS_ASLEEP.test(p.said.en))) req.sky.asleep = true;
  // In bed on this page: a later page does not climb into bed or brush teeth again.
  if (req.sky && placed.some((p) => IN_BED.test(p.said.en))) req.sky.inBed = true;
  return {
    en: placed.map((p) => p.said.en).join(' '),
    ar: placed.map((p) => p.said.ar).join(' '),
    dl: placed.map((p) => p.said.dl).join(' '),
  };
}

/**
 * For the youngest listeners a long English sentence joined by ", and" or ", but" becomes two
 * (the Arabic keeps its وَ, which reads naturally there).
 */
export function shortSentences(text: string): string {
  // Split only where the second clause has its own subject ("…, and she smiled"), never leaving
  // "Gave them each a toothbrush." without one.
  // A semicolon outside a quote joins two whole sentences: they are told as two.
  return text
    .replace(
      /([^".!?]{12,}?), (and|but) (?=(?:he|she|they|it|we|you|I|the|a|an|his|her|their|its|everyone|nobody|[A-Z][a-z]+)\b[^"]{8,}[.!?])/g,
      (_, before: string, word: string) => (word === 'but' ? `${before}. But ` : `${before}. `),
    )
    .replace(/^([^"]*?); (?=[a-zA-Z][^"]{8,}[.!?])/, '$1. ')
    .replace(/\. ([a-z])/g, (_, c: string) => `. ${c.toUpperCase()}`);
}

/**
 * A random order that, for older children, favours the longer lines written for them and, for the
 * youngest, the short ones (a plot's all-ages line may be long, and 3-5 reads at grade 2 at most).
 */
function ranked(lines: LineDef[], level: 1 | 2 | 3, random: Random): LineDef[] {
  const weight = (l: LineDef): number => {
    if (level === 1) return shortLine(l) ? 1.6 : 1;
    return flagsOf(l).level === level ? 1.25 : 1;
  };
  return lines
    .map((l) => ({ l, key: random.next() * weight(l) }))
    .sort((a, b) => b.key - a.key)
    .map((x) => x.l);
}

/** The sun in the sky (or its last light), and the stars or the moon out. */
const SUN = /\b(sun|sunset|sunbeams?|sunlight)\b/i;
const STARS = /\b(stars?|moon)\b/i;
/** The moon rising or coming out ("A big silver moon rose", "the moon peeked out"). */
export const MOON_RISES =
  /\bmoon (rose|climbed|floated up|came (up|out)|peeked out|showed its)|\bmoon\b[^.]{0,20}\brose\b/i;

/** What a sky line is about: the moon, the stars, the clouds, the sun, pink or gold light, the night. */
function skySubjects(en: string): string[] {
  return [
    ...new Set(
      (en.toLowerCase().match(/\b(moon|stars?|clouds?|sun|pink|gold(?:en)?|night)\b/g) ?? []).map(
        (w) => w.replace(/s$|en$/, ''),
      ),
    ),
  ];
}

/**
 * When in the evening a sky line stands, so that a page's sky lines are told in the order the sky
 * changes: the low sun, then the colours and the clouds, then the last light and the first star,
 * then the moon and the stars (never the sun again after the stars are out).
 */
function skyTime(en: string): number {
  const t = en.toLowerCase();
  if (/first star|last (bit of )?\w* ?light|goodbye|slipped|faded|melted/.test(t)) return 2;
  if (/\b(moon|stars?|milky way|night sky)\b/.test(t)) return 3;
  if (/\bsun\b/.test(t)) return 0;
  return 1;
}

/**
 * Of two wordings of a line, the one a young child follows more easily, by the reading-level
 * formula's weights (shorter words, shorter sentences): 6-8 hear the plainer of two wordings,
 * 3-5 of three, 9-12 all of them alike.
 */
function plainer(a: Said | null, b: Said | null): Said | null {
  if (!a || !b) return a ?? b;
  const effort = (said: Said): number => {
    const words = said.en.match(/[A-Za-z']+/g) ?? [];
    const sentences = Math.max(1, (said.en.match(/[.!?]+/g) ?? []).length);
    const perWord =
      words.reduce((sum, word) => sum + syllables(word), 0) / Math.max(1, words.length);
    // The reading-level formula's own weights: syllables a word, words a sentence.
    return 11.8 * perWord + 0.39 * (words.length / sentences);
  };
  return effort(b) < effort(a) ? b : a;
}

const shortCache = new WeakMap<LineDef, boolean>();

/** A line of at most twelve English words in sentences of at most eight on average. */
function shortLine(line: LineDef): boolean {
  let hit = shortCache.get(line);
  if (hit === undefined) {
    const words = line[0].replace(/\[[^\]]*\]/g, 'x').split(/\s+/).length;
    const sentences = Math.max(1, (line[0].match(/[.!?]/g) ?? []).length);
    hit = words <= 12 || words / sentences <= 8;
    shortCache.set(line, hit);
  }
  return hit;
}

const cheerCache = new WeakMap<LineDef, boolean>();

/** A line that cheers, beams or jokes in any language (not told in a gentle story). */
function cheerful(line: LineDef): boolean {
  let hit = cheerCache.get(line);
  if (hit === undefined) {
    hit = findCheer(`${line[0]} ${line[1]} ${line[2]}`).length > 0;
    cheerCache.set(line, hit);
  }
  return hit;
}
