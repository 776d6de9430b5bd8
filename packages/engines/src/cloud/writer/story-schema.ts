import { z } from 'zod';
import type { Mood, Pose, TimeOfDay } from '../../types.ts';

export const poses = ['standing', 'walking', 'running', 'waving', 'sitting', 'reading', 'sleeping', 'hugging', 'pointing', 'flying', 'swimming', 'celebrating'] as const satisfies readonly Pose[];
export const timesOfDay = ['morning', 'afternoon', 'sunset', 'night'] as const satisfies readonly TimeOfDay[];
export const moods = ['calm', 'happy', 'curious', 'worried', 'brave', 'sleepy', 'excited'] as const satisfies readonly Mood[];

/**
 * The one schema the model fills for a whole story. It is built per story: the scene's
 * character names are an enum of the chosen characters, and the dialect fields exist (and are
 * required) only when a spoken dialect is asked for. It carries no length limits, which some
 * providers' strict modes refuse; the page count and the texts are checked afterwards
 * (validate-story.ts). Descriptions guide the model field by field.
 */
export function storySchema(options: { characterNames: string[]; pages: number; withDialect: boolean }) {
  const [first, ...rest] = options.characterNames;
  const name = first ? z.enum([first, ...rest]) : z.string();
  const dialectText = (what: string) => z.string().describe(`${what} in the spoken dialect, in its own words and Arabic script.`);
  const page = z.object({
    textEn: z.string().describe('The page in English.'),
    textAr: z.string().describe('The page in Modern Standard Arabic with full tashkeel on every word.'),
    ...(options.withDialect ? { textDialect: dialectText('The page') } : {}),
    scene: z
      .object({
        description: z.string().describe('One English sentence saying who is where doing what, for the illustrator.'),
        characters: z
          .array(z.object({ name: name.describe('A chosen character, by the English name given.'), pose: z.enum(poses) }))
          .describe('The characters shown on this page.'),
        timeOfDay: z.enum(timesOfDay),
        mood: z.enum(moods),
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
