import { z } from 'zod';
import {
  propKinds,
  type Mood,
  type PersonRole,
  type Pose,
  type SceneProp,
  type SceneSetting,
  type TimeOfDay,
} from '../../types.ts';

export const poses = [
  'standing',
  'walking',
  'running',
  'waving',
  'sitting',
  'reading',
  'sleeping',
  'resting',
  'hugging',
  'pointing',
  'flying',
  'swimming',
  'celebrating',
] as const satisfies readonly Pose[];
export const timesOfDay = [
  'morning',
  'afternoon',
  'sunset',
  'night',
] as const satisfies readonly TimeOfDay[];
export const moods = [
  'calm',
  'happy',
  'curious',
  'worried',
  'brave',
  'sleepy',
  'excited',
] as const satisfies readonly Mood[];

/** Every key once: a setting or role added to the types and not here fails to compile. */
const everyOne = <K extends string>(all: Record<K, true>) => Object.keys(all) as [K, ...K[]];
export const sceneSettings = everyOne<SceneSetting>({
  bedroom: true,
  kitchen: true,
  'living-room': true,
  classroom: true,
  clinic: true,
  dentist: true,
  place: true,
  pyramids: true,
  'sandstone-cliffs': true,
  cedars: true,
  sea: true,
  desert: true,
  mountain: true,
  'city-street': true,
  garden: true,
  'school-yard': true,
  fantasy: true,
});
export const personRoles = everyOne<PersonRole>({
  mother: true,
  father: true,
  grandmother: true,
  aunt: true,
  uncle: true,
  grandfather: true,
  teacher: true,
  doctor: true,
  dentist: true,
  neighbour: true,
  baker: true,
  seller: true,
  shepherd: true,
  baby: true,
});
export const propPlaces = everyOne<NonNullable<SceneProp['where']>>({
  held: true,
  ground: true,
  tree: true,
  table: true,
  sky: true,
});

/**
 * The one schema the model fills for a whole story. It is built per story: the scene's
 * character names are an enum of the chosen characters, and the dialect fields exist (and are
 * required) only when a spoken dialect is asked for. Every field is required, as OpenAI's strict
 * mode wants: a page with nobody else and nothing to draw answers empty `people` and `props`. It
 * carries no length limits, which some providers' strict modes refuse; the page count and the
 * texts are checked afterwards (validate-story.ts). Descriptions guide the model field by field.
 */
export function storySchema(options: {
  characterNames: string[];
  pages: number;
  withDialect: boolean;
}) {
  const [first, ...rest] = options.characterNames;
  const name = first ? z.enum([first, ...rest]) : z.string();
  const dialectText = (what: string) =>
    z.string().describe(`${what} in the spoken dialect, in its own words and Arabic script.`);
  const page = z.object({
    textEn: z.string().describe('The page in English.'),
    textAr: z
      .string()
      .describe('The page in Modern Standard Arabic with full tashkeel on every word.'),
    ...(options.withDialect ? { textDialect: dialectText('The page') } : {}),
    scene: z
      .object({
        description: z
          .string()
          .describe('One English sentence saying who is where doing what, for the illustrator.'),
        characters: z
          .array(
            z.object({
              name: name.describe('A chosen character, by the English name given.'),
              pose: z.enum(poses),
            }),
          )
          .describe('The characters shown on this page.'),
        timeOfDay: z.enum(timesOfDay),
        mood: z.enum(moods),
        setting: z
          .enum(sceneSettings)
          .describe(
            "Where the page happens: a room (bedroom, kitchen, living-room, classroom, clinic, dentist), 'place' for the story's own place outdoors, or an outdoor look.",
          ),
        people: z
          .array(z.object({ role: z.enum(personRoles) }))
          .describe(
            'Grown-ups and babies on this page who are not chosen characters (Mama, Grandma, the teacher, the baby); empty when none.',
          ),
        props: z
          .array(z.object({ kind: z.enum(propKinds), where: z.enum(propPlaces) }))
          .describe(
            "The story's things this page shows and where each is (held, on the ground, in a tree, on a table, in the sky); empty when none.",
          ),
      })
      .describe('What the picture of this page shows.'),
  });
  return z.object({
    titleEn: z.string(),
    titleAr: z.string().describe('The title in Modern Standard Arabic with full tashkeel.'),
    ...(options.withDialect ? { titleDialect: dialectText('The title') } : {}),
    moralEn: z.string().describe('The gentle lesson of the story in one English sentence.'),
    moralAr: z.string().describe('The same lesson in Modern Standard Arabic with full tashkeel.'),
    pages: z.array(page).describe(`Exactly ${options.pages} pages, in reading order.`),
  });
}

export type StoryDraft = z.infer<ReturnType<typeof storySchema>>;
