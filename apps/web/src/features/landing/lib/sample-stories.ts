import type { AgeGroup, Dialect } from '@qamar/shared';

/**
 * The three built-in cards shown while no story is featured or published (docs/product/data.md). Their
 * pictures were drawn by the embedded illustrator (640×480 WebP under public/samples/); their
 * texts are `landing.examples.samples.<key>`.
 */
export const sampleStories: ReadonlyArray<{
  key: 'moon' | 'kite' | 'courtyard';
  image: string;
  dialect: Dialect;
  ageGroup: AgeGroup;
}> = [
  { key: 'moon', image: '/samples/moon-oasis.webp', dialect: 'standard', ageGroup: '3-5' },
  { key: 'kite', image: '/samples/kite-corniche.webp', dialect: 'lebanese', ageGroup: '6-8' },
  {
    key: 'courtyard',
    image: '/samples/teta-courtyard.webp',
    dialect: 'egyptian',
    ageGroup: '9-12',
  },
];

export const samplePicture = { width: 640, height: 480 } as const;
