import { spokenDialectOf } from '@qamar/shared';
import type { WriterInput, WrittenStory } from '../../types.ts';
import { arabicName } from '../arabic-name-forms.ts';
import { stripTashkeel } from '../arabic-text.ts';
import { checkDialect } from './dialect-checks.ts';
import { checkFusha, type Finding, type Person } from './fusha-checks.ts';
import { heroFirst } from '../cast.ts';

export interface StoryFinding extends Finding {
  /** Where: "title", "moral" or "page N", and the language. */
  where: string;
}

/**
 * The Arabic quality gate over a whole story: the Fusha checks on the title, the moral and every
 * page (the hero is the one a goodnight wish without a name is said to), and the dialect checks on
 * the dialect text when there is one.
 */
export function checkStory(story: WrittenStory, input: WriterInput): StoryFinding[] {
  const people: Person[] = input.characters.map((c) => ({
    name: arabicName(c.name, c.nameAr, '').voc,
    male: c.gender === 'male',
  }));
  const hero = heroFirst(input.characters)[0];
  const context = { people, addressee: hero?.gender === 'male' ? ('m' as const) : ('f' as const) };
  const out: StoryFinding[] = [];
  const fusha = (text: string, where: string): void => {
    for (const f of checkFusha(text, context)) out.push({ ...f, where: `${where} (Fusha)` });
  };
  fusha(story.titleAr, 'title');
  fusha(story.moralAr, 'moral');
  story.pages.forEach((p, i) => fusha(p.textAr, `page ${i + 1}`));
  const dialect = spokenDialectOf(input.dialect);
  const names = people.map((p) => stripTashkeel(p.name));
  if (dialect) {
    const texts = [story.titleDialect ?? '', ...story.pages.map((p) => p.textDialect ?? '')];
    texts.forEach((t, i) => {
      for (const f of checkDialect(t, dialect, names))
        out.push({ ...f, where: `${i === 0 ? 'title' : `page ${i}`} (${dialect})` });
    });
  }
  return out;
}
