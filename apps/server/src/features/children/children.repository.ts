import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { composeAvatar } from '@qamar/engines/helpers';
import {
  ageGroupForAge,
  childAge,
  type ChildAvatar,
  type ChildExport,
  type ChildProfile,
} from '@qamar/shared';
import type { Reader } from '../../accounts/quota.ts';
import {
  childProfiles,
  stories,
  storyChildren,
  storyPages,
  type ChildProfileRow,
} from '../../db/schema.ts';

export const countOwnChildren = async (db: Reader, userId: number) =>
  (await db.select({ n: count() }).from(childProfiles).where(eq(childProfiles.userId, userId)))[0]
    ?.n ?? 0;

export const listOwnChildren = (db: Reader, userId: number) =>
  db
    .select()
    .from(childProfiles)
    .where(eq(childProfiles.userId, userId))
    .orderBy(asc(childProfiles.id));

/** The parent's own child, or undefined for anything else (another parent's child answers like a missing one). */
export const findOwnChild = async (db: Reader, userId: number, id: number) =>
  (
    await db
      .select()
      .from(childProfiles)
      .where(and(eq(childProfiles.id, id), eq(childProfiles.userId, userId)))
  )[0];

export function toChildProfile(row: ChildProfileRow, now: Date): ChildProfile {
  const age = childAge(row.birthYear, row.birthMonth, now);
  const avatar = row.avatar as ChildAvatar;
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    gender: row.gender as ChildProfile['gender'],
    birthMonth: row.birthMonth,
    birthYear: row.birthYear,
    age,
    ageGroup: ageGroupForAge(age),
    dialect: row.dialect as ChildProfile['dialect'],
    interests: row.interests as ChildProfile['interests'],
    avoid: row.avoid as ChildProfile['avoid'],
    familyWords: {
      grandma: row.familyWords.grandma ?? null,
      grandpa: row.familyWords.grandpa ?? null,
    },
    reading: row.reading as ChildProfile['reading'],
    avatar,
    avatarSvg: composeAvatar(avatar, row.gender as ChildProfile['gender'], age),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stories made with a child (the parent's own: a story is linked only by its maker). */
export const storyIdsOfChild = async (db: Reader, childId: number) =>
  (
    await db
      .select({ id: storyChildren.storyId })
      .from(storyChildren)
      .where(eq(storyChildren.childId, childId))
  ).map((row) => row.id);

/** Everything Qamar keeps about a child: the profile and the texts of the stories made with the child. */
export async function exportChild(
  db: Reader,
  row: ChildProfileRow,
  now: Date,
): Promise<ChildExport> {
  const ids = await storyIdsOfChild(db, row.id);
  const rows = ids.length
    ? await db
        .select()
        .from(stories)
        .where(and(inArray(stories.id, ids), eq(stories.userId, row.userId)))
        .orderBy(asc(stories.id))
    : [];
  const pages = rows.length
    ? await db
        .select()
        .from(storyPages)
        .where(
          inArray(
            storyPages.storyId,
            rows.map((story) => story.id),
          ),
        )
        .orderBy(asc(storyPages.storyId), asc(storyPages.index))
    : [];
  return {
    exportedAt: now.toISOString(),
    profile: toChildProfile(row, now),
    stories: rows.map((story) => ({
      id: story.id,
      createdAt: story.createdAt.toISOString(),
      status: story.status,
      titles: { en: story.titleEn ?? story.title, ar: story.titleAr, dialect: story.titleDialect },
      dialect: story.dialect,
      pages: pages
        .filter((page) => page.storyId === story.id)
        .map((page) => ({
          index: page.index,
          en: page.textEn,
          ar: page.textAr,
          dialect: page.textDialect,
        })),
    })),
  };
}
