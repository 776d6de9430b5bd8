/**
 * The pose a page's own words give someone: "Noura settled into bed to rest" is drawn in bed,
 * "Karim lay on the sofa with a book" reading, "Grandpa sat beside Hamad" sitting, "Mama hugged
 * Mariam" hugging. The beat's pose stands where the text says nothing about the body.
 */
import type { Pose } from '../types.ts';

/** Words of the body's place and motion, the first that a clause matches wins. */
const POSE_WORDS: ReadonlyArray<readonly [RegExp, Pose]> = [
  // In bed awake (lying, sitting up or resting under the covers).
  [
    /\b(in|into|under) (the |her |his |their |a |my |your )?(warm |big |own |cosy |cozy |soft )?(bed|blankets?|covers|quilt|duvet|sheets)\b/i,
    'resting',
  ],
  [/\b(on|at) the (edge of the |end of the )?bed\b/i, 'resting'],
  [/\b(pulled|drew|tucked) (the|her|his|a) (blanket|quilt|covers|duvet)\b/i, 'resting'],
  [/\b(tucked (her|him|them) in|bedridden|sick in bed|ill in bed)\b/i, 'resting'],
  [/\b(read|reads|reading)\b.*\bbook|\bbook\b.*\b(read|reads|reading)\b/i, 'reading'],
  [/\bwith a book\b/i, 'reading'],
  [
    /\b(sat|sits|sit|sitting|knelt|kneels|kneeling|curled up)\b(?! up\b)|\b(lay|lies|lying|settled) (down|on)\b/i,
    'sitting',
  ],
  [/\bon (the|a) (sofa|couch|rug|cushion|carpet|floor|mat|bench)\b/i, 'sitting'],
  [
    /\b(hugged|hugs|hugging|cuddled|cuddles|embraced)\b|\b(gave|give) \w+ (a )?(big |little |warm |tight )?hug\b/i,
    'hugging',
  ],
  [/\b(waved|waves|waving)\b/i, 'waving'],
  [/\b(ran|runs|running|raced|races|dashed|rushed)\b/i, 'running'],
  [/\b(pointed|points|pointing)\b/i, 'pointing'],
];

/** A clause that denies, wishes or plans the pose: "did not want to go to bed", "will sit". */
const NOT_NOW =
  /\b(not|n't|never|no longer|wanted to|want to|wants to|would|will|could|tomorrow|if|time for|time to|ready for|used to|put|puts|placed|hung|left)\b/i;

/**
 * The pose the text gives whoever `who` finds in a clause, or undefined. A clause is a sentence's
 * part between commas, semicolons and "but"/"and then", so "Karim tried to play, but lay on the
 * sofa" is read as lying, and "Mariam could not sit still" as nothing.
 */
export function poseInText(text: string, who: RegExp): Pose | undefined {
  const sentences = text.split(/(?<=[.!?»"])\s+/).filter((s) => who.test(s));
  let best: number | undefined;
  for (const sentence of sentences)
    for (const clause of sentence.split(/[,;:]|\bbut\b|\band then\b/i)) {
      if (NOT_NOW.test(clause)) continue;
      const k = POSE_WORDS.findIndex(([re]) => re.test(clause));
      if (k >= 0 && (best === undefined || k < best)) best = k;
    }
  return best === undefined ? undefined : POSE_WORDS[best]?.[1];
}

/** The whole word or name, as a pattern for `poseInText`. */
export function wordPattern(name: string): RegExp {
  return new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
}
