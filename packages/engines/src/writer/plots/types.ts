import type { Pool } from '../lines.ts';
import type { PersonRole, Words } from '../idea/types.ts';
import type { SceneBeat, ThemePack } from '../theme-pack.ts';

/**
 * A story of one everyday situation (idea/situations*.ts): its own problem, tries, help, resolution
 * and reflection, told instead of the theme pack's plot when the parent's idea names the situation.
 * Written once in English, vowelled Fusha and the dialect template, like the theme packs.
 */
export interface SituationPlot extends Omit<ThemePack, 'key' | 'objects'> {
  /** "pet-death/memory-box": the situation's key, then the plot's own. */
  key: string;
  situation: string;
  /** A family trip's plot for a drive (true) or a flight (false); other plots fit any idea. */
  road?: boolean;
  /**
   * Before what the idea says is still to come (a vaccination tomorrow, a baby cousin not yet
   * born): told only for such an idea, and such an idea hears only these plots when its situation
   * has them. The story stays before it (the evening before, in bed; the baby's birth is the news
   * of the last page).
   */
  eve?: boolean;
  /**
   * Loss, illness or family change: no cheering, no beaming, no jokes; the generic lines that
   * cheer are left out (cheer.ts) and the plot's own quiet lines fill the pages.
   */
  gentle: boolean;
  /**
   * Who the plot is about ({R}): the first person of the idea with one of these roles (a pet by
   * role 'pet'), else the fallback.
   */
  person?: { roles: readonly PersonRole[]; fallback: Words; male: boolean };
  /**
   * For a person who is away (the grandparent visited, a grandparent ill far away): the beats the
   * child is with them in person (at Grandma's house, at the hospital bed). Only there are they
   * drawn; a call, a photo or a memory does not bring them in.
   */
  meets?: readonly SceneBeat[];
  /** Before the trouble on long stories (instead of a pastime episode): a memory, a quiet hour. */
  before?: Pool;
}
