import type { CharacterLookChoice, Pose, StoryCharacterInput } from '../../types.ts';
import { lighten, mix } from '../core/color.ts';
import { Defs } from '../core/defs.ts';
import { ellipse, group, n, path, star } from '../core/svg.ts';
import { characterLook } from '../characters/character-look.ts';
import { drawCharacter } from '../characters/draw-character.ts';
import { pictureDocument } from './picture-frame.ts';

export const PORTRAIT_SIZE = 1024;

/** People and small beings wave hello in their portrait; animals, dragons and unicorns stand and smile. */
function portraitPose(character: StoryCharacterInput): Pose {
  const { kind } = characterLook(character);
  if (kind.kind === 'animal') return 'standing';
  return kind.kind === 'being' && (kind.being === 'dragon' || kind.being === 'unicorn')
    ? 'standing'
    : 'waving';
}

/**
 * A square portrait: the character large and centred on a soft glow of its own colour, framed by
 * a faint ring of eight-pointed stars (the khatam of Arab tilework).
 */
export function composePortrait(character: StoryCharacterInput): string {
  const size = PORTRAIT_SIZE;
  const { palette } = characterLook(character);
  const defs = new Defs();
  const inner = lighten(mix(palette.main, '#fff3dc', 0.4), 0.55);
  const outer = lighten(mix(palette.main, '#8fb8e8', 0.5), 0.2);
  const glow = defs.radial('portrait-bg', [inner, lighten(inner, 0.1), outer], 0.5, 0.45, 0.75);
  let body = `<rect width="${size}" height="${size}" fill="${glow}"/>`;
  let stars = '';
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const x = size / 2 + Math.cos(a) * size * 0.44;
    const y = size * 0.47 + Math.sin(a) * size * 0.44;
    stars += star(x, y, 22, 12, 8, 22.5 * (i % 2));
  }
  body += path(stars, '#ffffff', ' opacity="0.35"');
  const figure = drawCharacter(character, {
    pose: portraitPose(character),
    mood: 'happy',
    id: 'portrait',
    underwater: false,
  });
  const w = figure.right - figure.left;
  // Large, but small animals stop growing before their outlines turn heavy.
  const scale = Math.min((size * 0.78) / figure.top, (size * 0.8) / w, 4);
  // Centred on the page: the ground line sits half the figure's height below the middle.
  const feetY = Math.min(size * 0.9, size * 0.52 + (figure.top * scale) / 2);
  body += ellipse(
    size / 2,
    feetY + 6,
    Math.min(size * 0.32, w * scale * 0.45),
    24,
    '#2a1a30',
    ' opacity="0.12"',
  );
  const x = size / 2 - ((figure.left + figure.right) / 2) * scale;
  body += group(figure.svg, `translate(${n(x)} ${n(feetY)}) scale(${scale.toFixed(3)})`);
  return pictureDocument(size, size, defs, body, 'afternoon');
}

/**
 * A child profile's avatar: the portrait of a child drawn from the parent's choices alone (never a
 * photo, never the name), so the same choices always give the same picture.
 */
export function composeAvatar(
  choice: CharacterLookChoice,
  gender: StoryCharacterInput['gender'],
  age: number,
): string {
  return composePortrait({
    name: 'child',
    type: 'human',
    gender,
    age: Math.max(1, age),
    description: '',
    look: choice,
  });
}
