import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StoryCharacterInput, WriterInput } from '@qamar/engines';
import {
  chooseReplacements,
  publicCopyOf,
  type ChosenSwap,
  type StoryTexts,
} from '@qamar/engines/helpers';
import type { Language, PublicCopy } from '@qamar/shared';
import type { Transaction } from '../../accounts/quota.ts';
import { characters, stories, storyPages, type PageRow, type StoryRow } from '../../db/schema.ts';
import { queueIn } from '../../jobs/in-transaction.ts';
import { storeSwap, type StoredSwap } from '../../story-views/public-view.ts';
import { narrateText } from './narrate-step.ts';
import {
  audioExtension,
  narrationSlots,
  stepJobId,
  storyMediaPrefix,
  storyQueues,
  type NarrationSlot,
} from './story-steps.ts';

/** A character of the story and whether its name may be hidden: the parent's own may; their people are by default. */
export interface CastMember {
  character: StoryCharacterInput;
  own: boolean;
  person: boolean;
  hiddenByDefault: boolean;
  /** One of the parent's children (a child profile): the name is always hidden, whatever the parent chose. */
  child?: boolean;
}

/**
 * The story's characters, each marked the parent's own or the catalogue's (by the ids the story was
 * made from; a character deleted since counts as the parent's, so its name stays hidden).
 */
export async function castOf(app: FastifyInstance, story: StoryRow): Promise<CastMember[]> {
  const input = story.input as unknown as WriterInput;
  const request = story.request as { selectedCharacterIds?: number[]; childIds?: number[] };
  const ids = (request.selectedCharacterIds ?? []).filter((id) => Number.isInteger(id));
  // The children come first in the cast, then the chosen characters in the order of their ids.
  const children = (request.childIds ?? []).length;
  const rows = ids.length
    ? await app.db
        .select({ id: characters.id, isDefault: characters.isDefault })
        .from(characters)
        .where(inArray(characters.id, ids))
    : [];
  const catalogue = new Set(rows.filter((row) => row.isDefault).map((row) => row.id));
  return input.characters.map((character, i) => {
    if (i < children)
      return { character, own: true, person: true, hiddenByDefault: true, child: true };
    const id = ids[i - children];
    const own = id === undefined || !catalogue.has(id);
    const person = character.type === 'human';
    return { character, own, person, hiddenByDefault: own && person };
  });
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export interface ComputedCopy {
  cast: Array<CastMember & { hidden: boolean }>;
  chosen: ChosenSwap[];
  texts: StoryTexts;
  copy: StoryTexts;
}

/** `hide`: the names the parent chose to hide (undefined: the defaults); only the parent's own characters can be. */
export function computePublicCopy(
  story: StoryRow,
  pages: PageRow[],
  cast: CastMember[],
  hide: readonly string[] | undefined,
): ComputedCopy {
  const withHidden = cast.map((member) => ({
    ...member,
    hidden:
      Boolean(member.child) ||
      (member.own &&
        (hide === undefined
          ? member.hiddenByDefault
          : hide.some((name) => sameName(name, member.character.name)))),
  }));
  const texts: StoryTexts = {
    titleEn: story.titleEn,
    titleAr: story.titleAr,
    titleDialect: story.titleDialect,
    pages: pages.map((page) => ({
      textEn: page.textEn,
      textAr: page.textAr,
      textDialect: page.textDialect,
    })),
  };
  const all = [
    texts.titleEn,
    texts.titleAr,
    texts.titleDialect,
    ...texts.pages.flatMap((p) => [p.textEn, p.textAr, p.textDialect]),
  ].filter((t): t is string => Boolean(t));
  const chosen = chooseReplacements({
    storyKey: story.id,
    dialect: story.dialect,
    characters: cast.map((member) => member.character),
    hidden: withHidden.filter((member) => member.hidden).map((member) => member.character),
    texts: all,
  });
  return {
    cast: withHidden,
    chosen,
    texts,
    copy: publicCopyOf(
      texts,
      chosen.flatMap((c) => c.swaps),
    ),
  };
}

/** The preview the publish dialog shows (GET /api/stories/:id/public-copy). */
export function toPublicCopy(computed: ComputedCopy, language: Language): PublicCopy {
  const { copy, chosen, cast } = computed;
  return {
    title: (language === 'ar' ? (copy.titleAr ?? copy.titleEn) : copy.titleEn) ?? '',
    titleEn: copy.titleEn,
    titleAr: copy.titleAr,
    titleDialect: copy.titleDialect,
    pages: copy.pages.map((page, index) => ({ index, ...page })),
    replacements: chosen.map(({ from, to }) => ({
      name: from.en,
      nameAr: from.ar.nom,
      replacement: to.en,
      replacementAr: to.ar.nom,
    })),
    characters: cast.map((member) => ({
      name: member.character.name,
      nameAr: member.character.nameAr ?? null,
      own: member.own,
      person: member.person,
      hidden: member.hidden,
      hiddenByDefault: member.hiddenByDefault,
    })),
  };
}

export const loadPages = (app: FastifyInstance, storyId: number) =>
  app.db
    .select()
    .from(storyPages)
    .where(eq(storyPages.storyId, storyId))
    .orderBy(asc(storyPages.index));

/** A version of a public copy's names: its narrations live under it, so a new choice of names never plays an old recording. */
const versionOf = (names: StoredSwap[] | null) =>
  names ? createHash('sha256').update(JSON.stringify(names)).digest('hex').slice(0, 16) : null;
const publicPrefix = (storyId: number, version: string) =>
  `${storyMediaPrefix(storyId)}/public/${version}`;

const publicTextColumn = {
  en: 'publicTextEn',
  ar: 'publicTextAr',
  dialect: 'publicTextDialect',
} as const;
const publicNarrationColumn = {
  en: 'publicNarrationEn',
  ar: 'publicNarrationAr',
  dialect: 'publicNarrationDialect',
} as const;

/**
 * Saves the public copy with the publication (in the caller's transaction): the titles and texts
 * that differ from the private ones (null where nothing changed) and the names' mapping. When the
 * copy changed, its narrations are cleared and one job per changed page and language records them
 * again; until then others get those pages without narration. Returns the prefix of recordings no
 * longer used, for the caller to remove after the commit.
 */
export async function storePublicCopy(
  app: FastifyInstance,
  tx: Transaction,
  story: StoryRow,
  pages: PageRow[],
  computed: ComputedCopy,
): Promise<string | null> {
  const { copy, texts, chosen } = computed;
  const swaps = chosen.flatMap((c) => c.swaps).map(storeSwap);
  const names = swaps.length ? swaps : null;
  const differs = (copied: string | null, original: string | null) =>
    copied === original ? null : copied;
  const pageCopies = pages.map((page, i) => ({
    page,
    publicTextEn: differs(copy.pages[i]?.textEn ?? null, texts.pages[i]?.textEn ?? null),
    publicTextAr: differs(copy.pages[i]?.textAr ?? null, texts.pages[i]?.textAr ?? null),
    publicTextDialect: differs(
      copy.pages[i]?.textDialect ?? null,
      texts.pages[i]?.textDialect ?? null,
    ),
  }));
  const unchanged =
    JSON.stringify(story.publicNames ?? null) === JSON.stringify(names) &&
    pageCopies.every(
      (p) =>
        p.publicTextEn === p.page.publicTextEn &&
        p.publicTextAr === p.page.publicTextAr &&
        p.publicTextDialect === p.page.publicTextDialect,
    );
  if (unchanged) return null;
  await tx
    .update(stories)
    .set({
      publicTitleEn: differs(copy.titleEn, texts.titleEn),
      publicTitleAr: differs(copy.titleAr, texts.titleAr),
      publicTitleDialect: differs(copy.titleDialect, texts.titleDialect),
      publicNames: names,
    })
    .where(eq(stories.id, story.id));
  const version = versionOf(names);
  for (const { page, ...columns } of pageCopies) {
    await tx
      .update(storyPages)
      .set({
        ...columns,
        publicNarrationEn: null,
        publicNarrationAr: null,
        publicNarrationDialect: null,
      })
      .where(eq(storyPages.id, page.id));
    if (!version) continue;
    for (const slot of narrationSlots(story.dialect)) {
      if (columns[publicTextColumn[slot]] === null) continue;
      const data = { storyId: story.id, version, index: page.index, slot };
      await app.queue.send(storyQueues.publicNarrate, data, {
        id: stepJobId(story.id, 'public', version, page.index, slot),
        db: queueIn(tx),
      });
    }
  }
  const previous = versionOf((story.publicNames as StoredSwap[] | null) ?? null);
  return previous && previous !== version ? publicPrefix(story.id, previous) : null;
}

/**
 * The public copy's narration of one page in one language: the narrate step's own code on the
 * public text. A job for an older choice of names (the parent published again since) does nothing.
 */
export async function publicNarrateStep(
  app: FastifyInstance,
  payload: { storyId: number; version: string; index: number; slot: NarrationSlot },
): Promise<void> {
  const [story] = await app.db.select().from(stories).where(eq(stories.id, payload.storyId));
  if (!story || versionOf((story.publicNames as StoredSwap[] | null) ?? null) !== payload.version)
    return;
  const [page] = await app.db
    .select()
    .from(storyPages)
    .where(and(eq(storyPages.storyId, story.id), eq(storyPages.index, payload.index)));
  const text = page?.[publicTextColumn[payload.slot]];
  const column = publicNarrationColumn[payload.slot];
  if (!page || !text || page[column]) return;
  const stored = await narrateText(
    app,
    story,
    text,
    payload.slot,
    (mimeType) =>
      `${publicPrefix(story.id, payload.version)}/pages/${page.index}/narration-${payload.slot}.${audioExtension(mimeType)}`,
  );
  // Written only for the text it was made from.
  await app.db
    .update(storyPages)
    .set({ [column]: stored })
    .where(
      and(
        eq(storyPages.id, page.id),
        isNull(storyPages[column]),
        eq(storyPages[publicTextColumn[payload.slot]], text),
      ),
    );
}
