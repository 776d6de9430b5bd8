/** What a page shows, from the writer to the illustrator: settings, people, props, poses and moods. */
export type TimeOfDay = 'morning' | 'afternoon' | 'sunset' | 'night';
export type Pose =
  | 'standing'
  | 'walking'
  | 'running'
  | 'waving'
  | 'sitting'
  | 'reading'
  | 'sleeping'
  /** In bed awake: lying or sitting up under the covers (a sick child, a resting grandparent). */
  | 'resting'
  | 'hugging'
  | 'pointing'
  | 'flying'
  | 'swimming'
  | 'celebrating';
export type Mood = 'calm' | 'happy' | 'curious' | 'worried' | 'brave' | 'sleepy' | 'excited';

/** Rooms of a home, school or clinic a page can happen in. */
export type IndoorSetting =
  'bedroom' | 'kitchen' | 'living-room' | 'classroom' | 'clinic' | 'dentist';
/** Outdoor places by their look; 'place' means the story's own location as the illustrator knows it. */
export type OutdoorSetting =
  | 'place'
  | 'pyramids'
  | 'sandstone-cliffs'
  | 'cedars'
  | 'sea'
  | 'desert'
  | 'mountain'
  | 'city-street'
  | 'garden'
  | 'school-yard'
  | 'fantasy';
export type SceneSetting = IndoorSetting | OutdoorSetting;
export const INDOOR_SETTINGS: readonly IndoorSetting[] = [
  'bedroom',
  'kitchen',
  'living-room',
  'classroom',
  'clinic',
  'dentist',
];

/** People of a page who are not among the story's characters: grown-ups by their role, and babies. */
export type PersonRole =
  | 'mother'
  | 'father'
  | 'grandmother'
  | 'grandfather'
  | 'aunt'
  | 'uncle'
  | 'teacher'
  | 'doctor'
  | 'dentist'
  | 'neighbour'
  | 'baker'
  | 'seller'
  | 'shepherd'
  | 'baby';
export interface ScenePerson {
  role: PersonRole;
  /** For roles that say no gender (teacher, doctor, neighbour, baby). */
  gender?: 'male' | 'female';
  pose?: Pose;
}

/** Things of the story a page shows, every kind the writer may name (the illustrator draws each). */
export const propKinds = [
  'kite',
  'cup',
  'lantern',
  'sweets',
  'dates-box',
  'cookies',
  'book',
  'toys',
  'ball',
  'bed',
  /** A baby's bed: a cot with bars. */
  'cot',
  'suitcase',
  'tooth',
  'gift',
  'moon-and-stars',
  'paper-stars',
  'watering-can',
  'flower-pot',
  'sapling',
  'dinner',
  'lamp-and-globe',
  'kitten',
  'baby-bird',
  'lamb',
  // Things of the everyday situations' plots (writer/plots/).
  'night-light',
  'memory-box',
  'photo',
  'drawing',
  'letter',
  'phone',
  'teddy',
  'toothbrush',
  'bicycle',
  'swim-ring',
  'umbrella',
  'medicine',
  'tablet',
  'balloons',
  'cake',
  'bunting',
  'school-bag',
  'medal',
  'board-game',
  'pet-bowl',
  'calendar',
  'broom',
  'flowers',
  'microphone',
  'moving-boxes',
  'sand-timer',
  'comb-and-scissors',
] as const;
export type PropKind = (typeof propKinds)[number];
export interface SceneProp {
  kind: PropKind;
  /** Where it is: in a character's hands, on the ground, caught in a tree, on a table, up in the sky. */
  where?: 'held' | 'ground' | 'tree' | 'table' | 'sky';
  /**
   * Whose hands or side it is at: a character's English name, or a grown-up of the page as the
   * text calls them (Grandpa, Mama, the teacher); the first character when missing or not drawn.
   */
  by?: string;
  /** A broken cup, a wilted sapling, a kite torn or a pot with nothing grown yet. */
  state?: 'whole' | 'broken' | 'wilted' | 'empty';
}

/** What a page shows, for the illustrator: who is where, doing what, in which mood and light. */
export interface Scene {
  /** One English sentence, e.g. "Layla and the falcon look for the lost lantern in the old souk at sunset." */
  description: string;
  /** The characters on the page, by their English name as given in the input, each with a pose. */
  characters: Array<{ name: string; pose: Pose; action?: string }>;
  timeOfDay: TimeOfDay;
  mood: Mood;
  /** Where the page happens; missing means the story's location outdoors. */
  setting?: SceneSetting;
  /** Grown-ups (and babies) on the page who are not story characters. */
  people?: ScenePerson[];
  /** The things of the page's beat (the kite in the tree, the broken cup). */
  props?: SceneProp[];
}
