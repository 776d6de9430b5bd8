import { spokenDialectOf } from '@qamar/shared';
import type { Scene, WriterInput, WrittenPage, WrittenStory } from '../../types.ts';
import { InvalidEngineOutputError } from '../invalid-engine-output-error.ts';
import { minimumVowellingRatio, vowellingRatio } from './arabic-vowelling.ts';
import type { StoryDraft } from './story-schema.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Turns the model's answer into a WrittenStory, or refuses it: the schema says what the fields
 * are, this says whether a parent can be given them. Problems are listed together in the error.
 */
export function validateStory(draft: StoryDraft, input: WriterInput): WrittenStory {
  const problems: string[] = [];
  const withDialect = spokenDialectOf(input.dialect) !== undefined;
  const text = (value: unknown, where: string): string => {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (!trimmed) problems.push(`${where} is empty`);
    return trimmed;
  };
  const vowelled = (value: string, where: string) => {
    if (value && vowellingRatio(value) < minimumVowellingRatio)
      problems.push(`${where} is not fully vowelled`);
    return value;
  };
  const draftRecord = draft as StoryDraft & { titleDialect?: string };

  if (draft.pages.length !== input.pages)
    problems.push(`${draft.pages.length} pages instead of ${input.pages}`);
  const byLowerName = new Map(
    input.characters.map((character) => [character.name.toLowerCase(), character.name]),
  );

  const pages: WrittenPage[] = draft.pages.map((page, index) => {
    const where = `page ${index + 1}`;
    const dialectText = (page as { textDialect?: string }).textDialect;
    const scene: Scene = {
      description: text(page.scene.description, `${where} scene description`),
      // Names come back as given (the schema's enum); a stray one is dropped rather than drawn as a stranger.
      characters: page.scene.characters.flatMap((shown) => {
        const name = byLowerName.get(String(shown.name).toLowerCase());
        return name ? [{ name, pose: shown.pose }] : [];
      }),
      timeOfDay: page.scene.timeOfDay,
      mood: page.scene.mood,
      setting: page.scene.setting,
      // The same grown-up twice is drawn once.
      people: [...new Set((page.scene.people ?? []).map((person) => person.role))].map((role) => ({
        role,
      })),
      props: (page.scene.props ?? []).map((prop) => ({ kind: prop.kind, where: prop.where })),
    };
    return {
      textEn: text(page.textEn, `${where} English text`),
      textAr: vowelled(text(page.textAr, `${where} Arabic text`), `${where} Arabic text`),
      ...(withDialect ? { textDialect: text(dialectText, `${where} dialect text`) } : {}),
      scene,
    };
  });

  const story: WrittenStory = {
    titleEn: text(draft.titleEn, 'English title'),
    titleAr: vowelled(text(draft.titleAr, 'Arabic title'), 'Arabic title'),
    ...(withDialect ? { titleDialect: text(draftRecord.titleDialect, 'dialect title') } : {}),
    moralEn: text(draft.moralEn, 'English moral'),
    moralAr: vowelled(text(draft.moralAr, 'Arabic moral'), 'Arabic moral'),
    pages,
  };

  const english = pages.map((page) => page.textEn).join('\n');
  for (const character of input.characters) {
    if (
      !new RegExp(`(^|[^\\p{L}])${escapeRegExp(character.name)}($|[^\\p{L}])`, 'iu').test(english)
    ) {
      problems.push(`${character.name} is never named`);
    }
  }
  if (problems.length > 0)
    throw new InvalidEngineOutputError(`The story was refused: ${problems.join('; ')}`);
  return story;
}
