import type { Pose } from '../../../types.ts';

/**
 * How a small upright animal (bird, rabbit) holds its wings or paws in a pose: angles from
 * hanging down (0) through forward (90) to up (180), a hop, a lean, and whether it sits.
 */
export interface UprightPose {
  front: number;
  back: number;
  hop: number;
  lean: number;
  sit: boolean;
  /** Feet apart when walking or running. */
  stride: number;
}

const REST: UprightPose = { front: 20, back: -20, hop: 0, lean: 0, sit: false, stride: 0 };

export const UPRIGHT_POSES: Record<Pose, UprightPose> = {
  standing: REST,
  walking: { ...REST, stride: 8, lean: 4 },
  running: { ...REST, front: 60, back: -60, stride: 16, lean: 12 },
  waving: { ...REST, front: 150 },
  sitting: { ...REST, sit: true },
  reading: { ...REST, sit: true, front: 60, back: -60 },
  sleeping: { ...REST, sit: true },
  resting: { ...REST, sit: true },
  hugging: { ...REST, front: 100, back: -100 },
  pointing: { ...REST, front: 90 },
  flying: { ...REST, front: 150, back: -150 },
  swimming: { ...REST, front: 110, back: -110 },
  celebrating: { ...REST, front: 155, back: -155, hop: 0 },
};
