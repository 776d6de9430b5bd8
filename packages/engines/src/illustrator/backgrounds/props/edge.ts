import { darken } from '../../core/color.ts';
import { stroke } from '../../core/svg.ts';

/**
 * The outline of a background shape: a darker shade of its own fill, thinner than a character's,
 * so places look drawn by the same hand but stay behind the characters.
 */
export function edge(fill: string, width = 2.5): string {
  return stroke(darken(fill, 0.32), width);
}
