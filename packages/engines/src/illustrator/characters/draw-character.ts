import type { Mood, Pose, Region, StoryCharacterInput } from '../../types.ts';
import { createRandom } from '../core/hash.ts';
import { ellipse, OUTLINE, stroke } from '../core/svg.ts';
import { drawBird } from './animals/bird.ts';
import { drawCamel } from './animals/camel.ts';
import { drawCat } from './animals/cat.ts';
import { drawCreature } from './animals/creature.ts';
import { drawDog } from './animals/dog.ts';
import { drawFish } from './animals/fish.ts';
import { drawHorse } from './animals/horse.ts';
import { drawLion } from './animals/lion.ts';
import { drawOryx } from './animals/oryx.ts';
import { drawRabbit } from './animals/rabbit.ts';
import { drawSheep } from './animals/sheep.ts';
import { drawTurtle } from './animals/turtle.ts';
import { drawDragon } from './beings/dragon.ts';
import { drawGenie } from './beings/genie.ts';
import { drawGlowFriend } from './beings/glow-friend.ts';
import { drawMermaid } from './beings/mermaid.ts';
import { halo, twinkles } from './beings/halo.ts';
import { drawStarFairy } from './beings/star-fairy.ts';
import { drawTalkingMoon } from './beings/talking-moon.ts';
import { drawUnicorn } from './beings/unicorn.ts';
import { characterKind, type AnimalSpecies, type MagicalBeing } from './character-kind.ts';
import { characterLook, type CharacterLook } from './character-look.ts';
import type { DrawContext, Figure } from './figure.ts';
import { drawBaby } from './human/draw-baby.ts';
import { drawHuman } from './human/draw-human.ts';

type Drawer = (look: CharacterLook, ctx: DrawContext) => Figure;

const ANIMALS: Record<AnimalSpecies, Drawer> = {
  camel: drawCamel,
  falcon: (look, ctx) => drawBird(look, ctx, 'falcon'),
  bird: (look, ctx) => drawBird(look, ctx, 'bird'),
  owl: (look, ctx) => drawBird(look, ctx, 'owl'),
  cat: drawCat,
  oryx: drawOryx,
  turtle: drawTurtle,
  lion: drawLion,
  horse: (look, ctx) => drawHorse(look, ctx),
  rabbit: drawRabbit,
  fish: drawFish,
  dog: drawDog,
  sheep: drawSheep,
  creature: drawCreature,
};

const BEINGS: Record<MagicalBeing, Drawer> = {
  genie: drawGenie,
  dragon: drawDragon,
  unicorn: drawUnicorn,
  mermaid: drawMermaid,
  'star-fairy': drawStarFairy,
  moon: drawTalkingMoon,
  glow: drawGlowFriend,
};

export interface CharacterScene {
  pose: Pose;
  mood: Mood;
  /** Unique per character within one picture (ids of clips and gradients). */
  id: string;
  underwater: boolean;
  /** Will be flipped to face left. */
  mirrored?: boolean;
  /** Where the story's people live, for their clothes. */
  region?: Region | null;
  /** Colours the page gives the clothes, so that its people do not look alike. */
  clothes?: Partial<Pick<CharacterLook['palette'], 'main' | 'second'>>;
  /** The skin of a child's family (Mama, Grandpa) is the child's. */
  skin?: string;
}

/** Draws one character in a pose and mood, in its own coordinates (see Figure). */
export function drawCharacter(character: StoryCharacterInput, scene: CharacterScene): Figure {
  const figure = drawKind(character, scene);
  const kind = characterKind(character);
  const name =
    kind.kind === 'human' ? kind.stage : kind.kind === 'animal' ? kind.species : kind.being;
  // The kind drawn, on the figure's group: the picture says what it shows.
  return { ...figure, svg: `<g data-kind="${name}">${figure.svg}</g>` };
}

/** The tallest a little animal (a cat, a rabbit, a small bird, a lamb, a chick) is drawn: below any child. */
const LITTLE = 80;

function littleAnimal(character: StoryCharacterInput, species: AnimalSpecies): boolean {
  if (species === 'cat' || species === 'rabbit' || species === 'bird') return true;
  const words = `${character.name} ${character.species ?? ''} ${character.description}`;
  // A young one of any kind is little too: a lamb, a chick, a puppy.
  return /\b(lambs?|kittens?|chicks?|ducklings?|pupp(y|ies)|bunn(y|ies)|little|baby)\b|صغير|حمل|كتكوت/i.test(
    words,
  );
}

/** A figure drawn `k` times its size (never larger). */
function shrink(figure: Figure, k: number): Figure {
  if (k >= 1) return figure;
  const at = (p: readonly [number, number]) => [p[0] * k, p[1] * k] as [number, number];
  return {
    svg: `<g transform="scale(${k.toFixed(3)})">${figure.svg}</g>`,
    left: figure.left * k,
    right: figure.right * k,
    top: figure.top * k,
    lift: figure.lift * k,
    ...(figure.hand ? { hand: at(figure.hand) } : {}),
    ...(figure.head
      ? { head: { x: figure.head.x * k, y: figure.head.y * k, r: figure.head.r * k } }
      : {}),
  };
}

function drawKind(character: StoryCharacterInput, given: CharacterScene): Figure {
  const own = characterLook(character, given.region ?? null);
  const look =
    given.clothes || given.skin
      ? {
          ...own,
          palette: {
            ...own.palette,
            ...given.clothes,
            ...(given.skin && own.kind.kind === 'human' ? { skin: given.skin } : {}),
          },
        }
      : own;
  // Only people rest awake in a bed; an animal or a being at rest sits.
  const scene: CharacterScene =
    given.pose === 'resting' && look.kind.kind !== 'human' ? { ...given, pose: 'sitting' } : given;
  const ctx: DrawContext = { ...scene, rng: createRandom(look.hash ^ 0x5bd1e995) };
  const kind = look.kind;
  if (kind.kind === 'human')
    return kind.stage === 'baby' ? drawBaby(look, ctx) : drawHuman(look, ctx);
  if (kind.kind === 'being') return BEINGS[kind.being](look, ctx);
  let figure = ANIMALS[kind.species](look, ctx);
  if (littleAnimal(character, kind.species))
    figure = shrink(figure, LITTLE / (figure.top - figure.lift));
  if (scene.pose === 'sleeping') {
    // Animals sleep curled on a round cushion, never in a bed and never on the bare ground.
    const w = (figure.right - figure.left) / 2 + 8;
    const mid = (figure.left + figure.right) / 2;
    figure = {
      ...figure,
      svg: `<g data-bed="cushion">${ellipse(mid, -2, w, 16, '#c77dff', stroke(OUTLINE, 3.5))}${ellipse(mid, -8, w - 12, 8, '#d9a3f0')}</g>${figure.svg}`,
    };
  }
  if (!kind.magical) return figure;
  // A magical animal keeps its shape and gains a shimmer.
  const glow = halo(scene.id, 0, -figure.top * 0.5, figure.top * 0.8, '#fff2b0', 0.55);
  const sparkle = twinkles([
    [figure.left + 8, -figure.top * 0.8, 8],
    [figure.right - 6, -figure.top * 0.9, 7],
    [figure.right + 4, -figure.top * 0.35, 6],
  ]);
  return { ...figure, svg: glow + figure.svg + sparkle };
}
