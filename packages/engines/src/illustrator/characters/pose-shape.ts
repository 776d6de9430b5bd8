import type { Pose } from '../../types.ts';

/** Angles of a two-part limb (upper, lower) in degrees: 0 points down, 90 forward (+x), 180 up. */
export type LimbAngles = readonly [number, number];

/** Props drawn with a pose, shared by every kind of character. */
export type PoseProp =
  | 'none'
  | 'book'
  | 'carpet'
  | 'cushion'
  | 'water'
  | 'blanket'
  | 'confetti'
  | 'heart'
  | 'dust'
  | 'wave';

/**
 * The shape of a pose for a body with two arms and two legs (people, fairies, genies, dragons):
 * limb angles, how far the body drops (sitting) or rises (jumping, flying), a lean, and a prop.
 * "Front" limbs are on the +x side, the way the character faces.
 */
export interface PoseShape {
  armFront: LimbAngles;
  armBack: LimbAngles;
  legFront: LimbAngles;
  legBack: LimbAngles;
  /** Sitting cross-legged: hips come down to the floor. */
  seated: boolean;
  lift: number;
  lean: number;
  prop: PoseProp;
  eyes: 'open' | 'closed' | 'down';
  /** Lying down: the whole figure is turned on its side. */
  lying: boolean;
}

const STAND: Omit<PoseShape, 'prop'> = {
  armFront: [14, 6],
  armBack: [-14, -6],
  legFront: [3, 0],
  legBack: [-3, 0],
  seated: false,
  lift: 0,
  lean: 0,
  eyes: 'open',
  lying: false,
};

const CROSS_LEGGED = {
  legFront: [82, -58] as LimbAngles,
  legBack: [-82, 58] as LimbAngles,
  seated: true,
};

export const POSE_SHAPES: Record<Pose, PoseShape> = {
  standing: { ...STAND, prop: 'none' },
  walking: {
    ...STAND,
    armFront: [34, 62],
    armBack: [-22, -10],
    legFront: [20, 6],
    legBack: [-16, -24],
    prop: 'none',
  },
  running: {
    ...STAND,
    armFront: [62, 140],
    armBack: [-48, -8],
    legFront: [58, -6],
    legBack: [-38, -82],
    lift: 8,
    lean: 7,
    prop: 'dust',
  },
  waving: { ...STAND, armFront: [145, 172], prop: 'wave' },
  sitting: { ...STAND, ...CROSS_LEGGED, armFront: [12, 48], armBack: [-12, -48], prop: 'cushion' },
  reading: {
    ...STAND,
    ...CROSS_LEGGED,
    armFront: [30, -24],
    armBack: [-30, 24],
    prop: 'book',
    eyes: 'down',
  },
  sleeping: {
    ...STAND,
    armFront: [3, 0],
    armBack: [-3, 0],
    prop: 'blanket',
    eyes: 'closed',
    lying: true,
  },
  resting: {
    ...STAND,
    ...CROSS_LEGGED,
    armFront: [16, 44],
    armBack: [-16, -44],
    prop: 'blanket',
    lying: true,
  },
  hugging: { ...STAND, armFront: [100, 128], armBack: [-100, -128], prop: 'heart' },
  pointing: { ...STAND, armFront: [90, 92], prop: 'none' },
  flying: {
    ...STAND,
    ...CROSS_LEGGED,
    armFront: [104, 122],
    armBack: [-104, -122],
    lift: 120,
    prop: 'carpet',
  },
  swimming: { ...STAND, armFront: [128, 100], armBack: [-128, -100], prop: 'water' },
  celebrating: {
    ...STAND,
    armFront: [150, 168],
    armBack: [-150, -168],
    legFront: [12, 2],
    legBack: [-12, -2],
    lift: 16,
    prop: 'confetti',
  },
};
