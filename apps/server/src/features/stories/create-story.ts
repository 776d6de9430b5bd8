import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StoryCharacterInput, WriterInput } from '@qamar/engines';
import {
  anonymiseDescription,
  lowestPlanWith,
  plans,
  storyLimits,
  type createStoryRequest,
  type Language,
} from '@qamar/shared';
import type { z } from 'zod';
import { assertGentle, assertVerified } from '../../accounts/creation-rules.ts';
import { planOf } from '../../accounts/quota.ts';
import type { UserRow } from '../../accounts/users.repository.ts';
import {
  characters,
  childProfiles,
  locations,
  stories,
  storyChildren,
  themes,
} from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  characterInput,
  childCharacterInput,
  locationInput,
} from '../../generation/engine-inputs.ts';
import { startStory } from './start-story.ts';

type Payload = z.output<typeof createStoryRequest>;

/**
 * The parent's chosen characters, place and theme, as the writer will see them; anything not theirs
 * or the catalogue's is refused, and so is a catalogue item an admin has retired.
 */
async function resolveChoices(app: FastifyInstance, user: UserRow | null, payload: Payload) {
  const visibleCharacter = user
    ? or(eq(characters.isDefault, true), eq(characters.userId, user.id))
    : eq(characters.isDefault, true);
  const chosen = await app.db
    .select()
    .from(characters)
    .where(
      and(
        inArray(characters.id, payload.selectedCharacterIds),
        visibleCharacter,
        isNull(characters.retiredAt),
      ),
    );
  const [place] = await app.db
    .select()
    .from(locations)
    .where(
      and(
        eq(locations.id, payload.selectedLocationId),
        user
          ? or(eq(locations.isPublic, true), eq(locations.userId, user.id))
          : eq(locations.isPublic, true),
        isNull(locations.retiredAt),
      ),
    );
  const [theme] = payload.selectedThemeId
    ? await app.db
        .select()
        .from(themes)
        .where(
          and(
            eq(themes.id, payload.selectedThemeId),
            user ? or(isNull(themes.userId), eq(themes.userId, user.id)) : isNull(themes.userId),
            isNull(themes.retiredAt),
          ),
        )
    : [];
  if (chosen.length !== payload.selectedCharacterIds.length)
    throw new AppError('VALIDATION_FAILED', 'story.unknownItem', {
      field: 'selectedCharacterIds',
    });
  if (!place)
    throw new AppError('VALIDATION_FAILED', 'story.unknownItem', {
      field: 'selectedLocationId',
    });
  if (payload.selectedThemeId && !theme)
    throw new AppError('VALIDATION_FAILED', 'story.unknownItem', { field: 'selectedThemeId' });
  const inOrder = payload.selectedCharacterIds.map((id) => chosen.find((row) => row.id === id)!);
  return { characters: inOrder, place, theme };
}

/**
 * What the story keeps of the request: the choices it was made from (the description anonymised).
 * The rest of the payload (summaries, detail objects, style and voice names) shapes nothing, so it
 * is not stored.
 */
function storedRequest(payload: Payload, description: string | undefined): Record<string, unknown> {
  const {
    title,
    ageGroup,
    length,
    dialect,
    selectedCharacterIds,
    selectedLocationId,
    selectedThemeId,
    childIds,
  } = payload;
  return {
    title,
    ageGroup,
    length,
    dialect,
    selectedCharacterIds,
    ...(childIds?.length ? { childIds } : {}),
    selectedLocationId,
    selectedThemeId: selectedThemeId ?? null,
    storyDescription: description ?? null,
  };
}

/** The parent's own children the story is made with, in the order given; anyone else's is refused like an unknown item. */
async function resolveChildren(app: FastifyInstance, user: UserRow | null, payload: Payload) {
  const ids = payload.childIds ?? [];
  if (ids.length === 0) return [];
  const rows = user
    ? await app.db
        .select()
        .from(childProfiles)
        .where(and(inArray(childProfiles.id, ids), eq(childProfiles.userId, user.id)))
    : [];
  if (rows.length !== ids.length)
    throw new AppError('VALIDATION_FAILED', 'story.unknownItem', { field: 'childIds' });
  if (ids.length + payload.selectedCharacterIds.length > storyLimits.maxCharacters)
    throw new AppError('VALIDATION_FAILED', 'story.tooManyCharacters', { field: 'childIds' });
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

/** Who makes a story: a parent (every check and the weekly limit) or an admin (docs/product/roles-and-plans.md: no checks, no limit). */
export type StoryOwner = { kind: 'user'; user: UserRow } | { kind: 'admin'; adminId: number };

/**
 * Creates a story: the checks (verified email, dialect in the plan, items visible to the parent,
 * gentle text), then the weekly count, the insert and the first job in one transaction under the
 * parent's row lock, so parallel requests at the limit create exactly the limit.
 */
export async function createStory(
  app: FastifyInstance,
  owner: StoryOwner,
  payload: Payload,
  language: Language,
): Promise<number> {
  const user = owner.kind === 'user' ? owner.user : null;
  const plan = user ? planOf(user) : plans.heritage;
  if (user) {
    assertVerified(user);
    if (!plan.dialects.includes(payload.dialect)) {
      const unlocking = lowestPlanWith(payload.dialect);
      throw new AppError('DIALECT_LOCKED', 'story.dialectLocked', {
        field: 'dialect',
        params: { plan: unlocking ? plans[unlocking].name : '' },
      });
    }
  }
  const description = payload.storyDescription
    ? anonymiseDescription(payload.storyDescription)
    : undefined;
  assertGentle(
    { title: payload.title, storyDescription: payload.storyDescription },
    { loss: true },
  );
  const choices = await resolveChoices(app, user, payload);
  const children = await resolveChildren(app, user, payload);
  // What is kept (a story's idea is searchable once published) names nobody; the writer is told who
  // the idea's characters are ("Hessa bakes with grandma" stays about Hessa, the hero).
  const castNames = [
    ...children.flatMap((child) => [child.nameEn, child.nameAr]),
    ...choices.characters.flatMap((row) => [row.nameEn, row.nameAr ?? row.nameEn]),
  ];
  const writerDescription = payload.storyDescription
    ? anonymiseDescription(payload.storyDescription, { keep: castNames })
    : undefined;
  const avoid = [...new Set(children.flatMap((child) => child.avoid))];

  const seed = Math.floor(Math.random() * 2 ** 31);
  const now = app.now();
  const castInput: StoryCharacterInput[] = [
    ...children.map((child) => childCharacterInput(child, now)),
    ...choices.characters.map((row) => characterInput(row)),
  ];
  const input: WriterInput = {
    characters: castInput,
    location: locationInput(choices.place),
    ...(choices.theme ? { theme: choices.theme.nameEn } : {}),
    ...(writerDescription ? { description: writerDescription } : {}),
    ageGroup: payload.ageGroup,
    dialect: payload.dialect,
    pages: payload.length,
    seed,
    ...(avoid.length > 0 ? { avoid } : {}),
    // The hero's words for their grandparents, in every language.
    ...(children[0] && (children[0].familyWords.grandma || children[0].familyWords.grandpa)
      ? { familyWords: children[0].familyWords }
      : {}),
  };

  // Admins' stories go in the normal queue; Heritage parents' go first.
  const priority = user ? plan.priority : 0;
  return startStory(app, user, { now, priority, language }, async (tx) => {
    const [row] = await tx
      .insert(stories)
      .values({
        userId: user?.id ?? null,
        adminId: owner.kind === 'admin' ? owner.adminId : null,
        priority,
        title: payload.title,
        description: description ?? null,
        themeId: choices.theme?.id ?? null,
        themeName: choices.theme?.nameEn ?? null,
        dialect: payload.dialect,
        ageGroup: payload.ageGroup,
        length: payload.length,
        seed,
        input: input as unknown as Record<string, unknown>,
        request: storedRequest(payload, description),
        createdAt: now,
      })
      .returning({ id: stories.id, attempt: stories.attempt });
    const story = row!;
    if (children.length > 0)
      await tx
        .insert(storyChildren)
        .values(children.map((child) => ({ storyId: story.id, childId: child.id })));
    return story;
  });
}
