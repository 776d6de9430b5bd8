import { spokenDialectOf } from '@qamar/shared';
import type {
  Illustrator,
  Narration,
  NarrationLanguage,
  Narrator,
  Picture,
  Writer,
  WriterInput,
  WrittenStory,
} from '../types.ts';

export interface StoryAssets {
  story: WrittenStory;
  pictures: Picture[];
  /** Per page: English, Arabic and (for a spoken dialect) dialect narration. */
  narrations: Array<{ en: Narration; ar: Narration; dialect?: Narration }>;
}

/**
 * A whole story in one go: text first, then every page's picture and narrations. The server's
 * worker runs the same steps one by one with checkpoints; this is for the CLI and the benchmark.
 */
export async function makeStory(
  engines: { writer: Writer; illustrator: Illustrator; narrator: Narrator },
  input: WriterInput,
): Promise<StoryAssets> {
  const story = await engines.writer.write(input);
  const dialect = spokenDialectOf(input.dialect);
  const pictures: Picture[] = [];
  const narrations: StoryAssets['narrations'] = [];
  for (const page of story.pages) {
    pictures.push(
      await engines.illustrator.illustratePage({
        scene: page.scene,
        characters: input.characters,
        location: input.location,
        seed: input.seed,
        dialect: input.dialect,
      }),
    );
    const narrate = (text: string, language: NarrationLanguage) =>
      engines.narrator.narrate({ text, language });
    narrations.push({
      en: await narrate(page.textEn, 'en'),
      ar: await narrate(page.textAr, 'ar'),
      ...(dialect && page.textDialect ? { dialect: await narrate(page.textDialect, dialect) } : {}),
    });
  }
  return { story, pictures, narrations };
}
