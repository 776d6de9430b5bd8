/**
 * The pose a page's own words give someone: "Noura settled into bed to rest" is drawn in bed,
 * "Karim lay on the sofa with a book" reading, "Grandpa sat beside Hamad" sitting, "Mama hugged
 * Mariam" hugging. The beat's pose stands where the text says nothing about the body.
 */
import type { Pose } from '../types.ts';

/**
 * Words of the body's place and motion, the first that a clause matches wins; a third pose is a
 * grown-up's ("Mama sat on the edge of the bed" sits beside it, not in it).
 */
const POSE_WORDS: ReadonlyArray<readonly [RegExp, Pose, Pose?]> = [
  // Tucked in: the child is in bed, the grown-up who tucks stands by it.
  [/\btucked\b|\btuck(s|ing)? \w+ in\b/i, 'resting', 'standing'],
  // In bed awake (lying, sitting up or resting under the covers).
  [
    /\b(in|into) (the |her |his |their |a |my |your )?(?!flower )(\w+ )?(bed|blankets?|covers|quilt|duvet|sheets)\b|\bunder (the |her |his |a )?(\w+ )?(blankets?|covers|quilt|duvet|sheets)\b/i,
    'resting',
  ],
  // On the edge of a bed is beside it; a child on the bed is drawn sitting up in it.
  [/\b(on|at) the (edge|end|side) of (the|a|her|his) bed\b/i, 'sitting'],
  [/\bon (the|her|his) bed\b/i, 'resting', 'sitting'],
  [/\b(pulled|drew) (the|her|his|a) (blanket|quilt|covers|duvet)\b/i, 'resting'],
  [
    /\b(bedridden|sick in bed|ill in bed|lay awake|(lay|lying) in the dark|(was|is|were|lay) resting)\b/i,
    'resting',
  ],
  [/\b(read|reads|reading)\b.*\bbook|\bbook\b.*\b(read|reads|reading)\b/i, 'reading'],
  [/\bwith a book\b/i, 'reading'],
  [
    /\b(sat|sits|sit|sitting|curled up)\b(?! up\b| the\b| (her|his) (teddy|toy|doll)\b)|\b(lay|lies|lying|settled) (down|on)\b|\bclimbed into the (big )?chair\b/i,
    'sitting',
  ],
  [/\bon (the|a) (sofa|couch|rug|cushion|carpet|floor|mat|bench)\b/i, 'sitting'],
  [
    /\b(hugged|hugs|hugging|cuddled|cuddles|embraced)\b|\b(gave|give) \w+ (a )?(big |little |warm |tight )?hug\b/i,
    'hugging',
  ],
  [/\b(waved|waves|waving)\b/i, 'waving'],
  // Ran, not "her thoughts kept running back".
  [/\b(ran|raced|dashed|rushed)\b/i, 'running'],
  [/\b(pointed|points|pointing)\b/i, 'pointing'],
];

/** A clause that denies, wishes or plans the pose: "did not want to go to bed", "will sit". */
const NOT_NOW =
  /\b(not|n't|never|no longer|wanted to|want to|wants to|would|will|could|tomorrow|if|time for|time to|ready for|used to|put|puts|placed|hung|left)\b/i;

/** Someone a clause may be about: a name, a family title, a grown-up by their job. */
const SOMEONE =
  /\b(Mama|Baba|Mum|Dad|Grandma|Grandpa|Teta|Jeddo|Auntie|Aunt|Uncle|Khalto|Ammo|the (doctor|dentist|teacher|nurse|neighbou?r|baby|baker|shepherd))\b/;

/** Where in the clause the pattern is first found (Infinity when it is not). */
function at(clause: string, re: RegExp): number {
  const k = clause.search(re);
  return k < 0 ? Infinity : k;
}

/** Where in the clause the pattern is last found before `end` (-1 when it is not). */
function lastBefore(clause: string, re: RegExp, end: number): number {
  const all = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  let last = -1;
  for (const m of clause.matchAll(all)) if (m.index < end) last = m.index;
  return last;
}

/**
 * The pose the text gives whoever `who` finds, or undefined. A clause is a sentence's part
 * between commas, semicolons and "but"/"and then"; it is about `who` when it names them, or names
 * nobody else and follows one that did (or leads the sentence to it): "Karim tried to play, but lay on the sofa" is read as
 * lying, "Mama took Noura to the clinic, where the doctor knelt down" not as Noura's, and "Mariam
 * could not sit still" as nothing. `grownUp` reads sitting on a bed as sitting beside it;
 * `others` are the names of the page's other characters.
 */
export function poseInText(
  text: string,
  who: RegExp,
  { grownUp = false, others }: { grownUp?: boolean; others?: RegExp } = {},
): Pose | undefined {
  // "Grandpa sat down beside Hamad": they sit together.
  const beside = new RegExp(
    `\\b(sat|sits|sitting)\\b[^,;.]*\\b(beside|next to|by|with|close to|near) (?:${who.source})`,
    'i',
  );
  // "Grandpa tucked Salma in": the one tucked in is in bed, though the tucker is named first.
  const tuckedIn = new RegExp(`\\btuck(?:ed|s|ing)? (?:${who.source}) in\\b`, 'i');
  const someone = (clause: string) =>
    Math.min(at(clause, SOMEONE), others ? at(clause, others) : Infinity);
  let best: number | undefined;
  let tucked = false;
  for (const sentence of text.split(/(?<=[.!?»"])\s+/)) {
    const clauses = sentence.split(/[,;:]|\bbut\b|\band then\b/i);
    // "Lying in bed, Layla listened": a clause before anyone is named is the first named's.
    const first = clauses.find((c) => who.test(c) || someone(c) < Infinity);
    let theirs = first !== undefined && at(first, who) <= someone(first);
    for (const clause of clauses) {
      theirs = who.test(clause) || (theirs && someone(clause) === Infinity);
      if (!theirs || NOT_NOW.test(clause)) continue;
      const k = POSE_WORDS.findIndex(([re, pose], i) => {
        const where = clause.search(re);
        if (where < 0) return false;
        // The pose is of whoever is named last before its words ("Auntie found Yasmin sitting"
        // is Yasmin's); a hug is both people's.
        const mine = lastBefore(clause, who, where);
        const theirs = Math.max(
          lastBefore(clause, SOMEONE, where),
          others ? lastBefore(clause, others, where) : -1,
        );
        return (
          pose === 'hugging' ||
          (i === 0 && tuckedIn.test(clause)) ||
          mine >= theirs ||
          (mine < 0 && theirs < 0) ||
          (pose === 'sitting' && beside.test(clause))
        );
      });
      if (k >= 0 && (best === undefined || k < best)) best = k;
      if (k === 0 && tuckedIn.test(clause)) tucked = true;
    }
  }
  const found = best === undefined ? undefined : POSE_WORDS[best];
  if (best === 0 && tucked) return 'resting';
  return found && grownUp ? (found[2] ?? found[1]) : found?.[1];
}

/** Whole words or names, any of them, as a pattern for `poseInText`. */
export function wordPattern(...names: string[]): RegExp {
  const words = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`\\b(${words.join('|')})\\b`, 'i');
}
