import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Normalised: trimmed and lower case. */
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** An address waiting for its verification link before it replaces `email`. */
    pendingEmail: varchar('pending_email', { length: 254 }),
    language: varchar('language', { length: 8 }).notNull().default('en'),
    /** The plan whose limits apply: the higher of `granted_plan` and what a subscription pays for (accounts/plan-change.ts). */
    plan: varchar('plan', { length: 16 }).notNull().default('free'),
    /** A plan an admin gave the parent (Starter when none), which no subscription event takes away. */
    grantedPlan: varchar('granted_plan', { length: 16 }).notNull().default('free'),
    /** The name the community sees on what the parent publishes (never the email or full name). */
    displayName: varchar('display_name', { length: 40 }),
    /** Raised to revoke every token issued before (logout, password change). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set while an admin has disabled the account: no sign-in, no session, nothing of it public (docs/admin-access.md). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_plan_check', sql`${table.plan} in ('free', 'family', 'heritage')`),
    check('users_granted_plan_check', sql`${table.grantedPlan} in ('free', 'family', 'heritage')`),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    /** The authenticator's secret, encrypted with a key derived from the app secret; null until enrolled. */
    totpSecret: text('totp_secret'),
    /** A secret shown at enrolment and not yet confirmed with a code (encrypted too). */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step whose code was accepted: a code of that step or an earlier one is refused (no replay). */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('admins_username_unique').on(table.username)],
);

/** An admin's one-time recovery codes (ten at enrolment), kept as keyed hashes; each works once. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('admin_recovery_codes_hash_unique').on(table.adminId, table.codeHash)],
);

/**
 * What admins did: who, what, to what, when and from where. Rows are only ever added: no route
 * changes or deletes one, and the database refuses UPDATE and DELETE (db/append-only.ts).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: varchar('target_id', { length: 64 }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt, table.id),
    index('admin_audit_log_admin_idx').on(table.adminId, table.createdAt),
    index('admin_audit_log_action_idx').on(table.action, table.createdAt),
  ],
);

/** Single-use links sent by email; only a hash of the token is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_tokens_hash_unique').on(table.tokenHash),
    index('email_tokens_user_idx').on(table.userId, table.kind),
    check('email_tokens_kind_check', sql`${table.kind} in ('verify', 'reset')`),
  ],
);

/** Counters of fixed windows shared by every API process (sign-in, registration, email sends). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Solved captcha challenges, so that one solution cannot be replayed before it expires. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: varchar('signature', { length: 200 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 16 }).notNull(),
    message: text('message').notNull(),
    pageUrl: varchar('page_url', { length: 2048 }).notNull().default(''),
    language: varchar('language', { length: 8 }).notNull(),
    userAgent: varchar('user_agent', { length: 512 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin marked it handled in the inbox (null: still open). */
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('feedback_created_at_idx').on(table.createdAt),
    check('feedback_category_check', sql`${table.category} in ('general', 'bug', 'feature')`),
    check('feedback_message_length_check', sql`char_length(${table.message}) between 1 and 5000`),
  ],
);

/**
 * Story characters: the catalogue's defaults (user_id null, a seed slug) and each parent's own.
 * `picture_key` is the media-store prefix of the three picture sizes.
 */
export const characters = pgTable(
  'characters',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    /** Seed identity of a catalogue item, so a new release updates it instead of adding a copy. */
    slug: varchar('slug', { length: 64 }),
    nameEn: varchar('name_en', { length: 64 }).notNull(),
    nameAr: varchar('name_ar', { length: 64 }),
    age: integer('age').notNull(),
    gender: varchar('gender', { length: 8 }).notNull(),
    type: varchar('type', { length: 8 }).notNull(),
    species: varchar('species', { length: 32 }),
    descriptionEn: text('description_en').notNull(),
    /** Catalogue items have both; a parent's own description is kept in `description_en` as typed. */
    descriptionAr: text('description_ar'),
    pictureKey: varchar('picture_key', { length: 200 }),
    /** Where the embedded illustrator's redraw of a catalogue picture stands (admin additions and edits). */
    pictureState: varchar('picture_state', { length: 8 }).notNull().default('ready'),
    /** Set by an admin: the item leaves the parents' pickers; stories made with it keep their frozen copy. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Set when an admin edits a seeded item: the release's texts no longer overwrite it at start-up. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('characters_slug_unique').on(table.slug),
    index('characters_user_idx').on(table.userId),
    // The media route finds the item a picture belongs to (features/catalogue/item-media.ts).
    index('characters_picture_idx').on(table.pictureKey),
    check('characters_gender_check', sql`${table.gender} in ('male', 'female')`),
    check('characters_type_check', sql`${table.type} in ('human', 'animal', 'magical')`),
    check('characters_age_check', sql`${table.age} between 1 and 100`),
    check('characters_owner_check', sql`${table.isDefault} or ${table.userId} is not null`),
    check(
      'characters_picture_state_check',
      sql`${table.pictureState} in ('ready', 'queued', 'drawing', 'failed')`,
    ),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isPublic: boolean('is_public').notNull().default(false),
    slug: varchar('slug', { length: 64 }),
    nameEn: varchar('name_en', { length: 64 }).notNull(),
    nameAr: varchar('name_ar', { length: 64 }),
    type: varchar('type', { length: 8 }).notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar'),
    /** A named place the illustrator draws specially (e.g. 'old-souk'). */
    setting: varchar('setting', { length: 32 }),
    pictureKey: varchar('picture_key', { length: 200 }),
    /** Where the embedded illustrator's redraw of a catalogue picture stands (admin additions and edits). */
    pictureState: varchar('picture_state', { length: 8 }).notNull().default('ready'),
    /** Set by an admin: the item leaves the parents' pickers; stories made with it keep their frozen copy. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Set when an admin edits a seeded item: the release's texts no longer overwrite it at start-up. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('locations_slug_unique').on(table.slug),
    index('locations_user_idx').on(table.userId),
    index('locations_picture_idx').on(table.pictureKey),
    check('locations_type_check', sql`${table.type} in ('city', 'nature', 'fantasy')`),
    check('locations_owner_check', sql`${table.isPublic} or ${table.userId} is not null`),
    check(
      'locations_picture_state_check',
      sql`${table.pictureState} in ('ready', 'queued', 'drawing', 'failed')`,
    ),
  ],
);

export const themes = pgTable(
  'themes',
  {
    id: serial('id').primaryKey(),
    /** A parent's own theme; null for the catalogue's. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 64 }).notNull(),
    nameEn: varchar('name_en', { length: 64 }).notNull(),
    nameAr: varchar('name_ar', { length: 64 }).notNull(),
    icon: varchar('icon', { length: 64 }).notNull(),
    featured: boolean('featured').notNull().default(false),
    featuredOrder: integer('featured_order').notNull().default(999),
    sparksEn: jsonb('sparks_en').$type<string[]>().notNull(),
    sparksAr: jsonb('sparks_ar').$type<string[]>().notNull(),
    /** Set by an admin: the item leaves the parents' pickers; stories made with it keep their frozen copy. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Set when an admin edits a seeded item: the release's texts no longer overwrite it at start-up. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('themes_slug_unique').on(table.slug)],
);

/**
 * A story: what the parent asked for (a snapshot of the characters and place, so deleting them
 * later leaves the story readable), what the writer wrote, and where generation stands.
 * `counts_toward_limit` turns false when generation fails for good (the slot is given back).
 */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    /** The parent who made it; an admin's own stories (docs/product/roles-and-plans.md: admins create from the form too) have `admin_id` instead. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    countsTowardLimit: boolean('counts_toward_limit').notNull().default(true),
    /** Raised by each retry, so its jobs are new jobs. */
    attempt: integer('attempt').notNull().default(1),
    priority: integer('priority').notNull().default(0),
    title: varchar('title', { length: 120 }).notNull().default('My Story'),
    titleEn: text('title_en'),
    titleAr: text('title_ar'),
    titleDialect: text('title_dialect'),
    /** The parent's own idea, anonymised. */
    description: text('description'),
    themeId: integer('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    themeName: varchar('theme_name', { length: 64 }),
    dialect: varchar('dialect', { length: 16 }).notNull().default('standard'),
    ageGroup: varchar('age_group', { length: 8 }).notNull().default('6-8'),
    length: integer('length').notNull().default(5),
    seed: integer('seed').notNull().default(1),
    /** The writer's whole input (characters, place, theme, idea), frozen at creation. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull().default({}),
    /** The payload as sent, with docs/product/data.md's defaults filled. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default({}),
    moralEn: text('moral_en'),
    moralAr: text('moral_ar'),
    error: text('error'),
    /** Set when the owner publishes the story to the library and forum; anyone may then read it (docs/product/stories-and-engines.md). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set when an admin features the story on the landing page and in the library; featured stories are readable by anyone. */
    featuredAt: timestamp('featured_at', { withTimezone: true }),
    /**
     * Where the community's moderation stands: visible; pending (a new author's first published
     * story, until an admin approves it); hidden (reported by 3 parents, until an admin decides);
     * removed (by an admin: no longer public, and it cannot be published again). Only visible
     * stories are public.
     */
    moderation: varchar('moderation', { length: 16 }).notNull().default('visible'),
    /** The admin's reason for the last decision, shown to the author. */
    moderationReason: text('moderation_reason'),
    /** Set while the owner's account is disabled by an admin: the story is then not public, whatever else says. */
    ownerDisabledAt: timestamp('owner_disabled_at', { withTimezone: true }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** Counters kept in the same statement as the rows they count (story_likes, story_comments, community_reads). */
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    reportsCount: integer('reports_count').notNull().default(0),
    libraryReads: integer('library_reads').notNull().default(0),
    /**
     * The public copy's titles (null: the same as the private ones). When the parent publishes,
     * the names it hides (`public_names`: each name and its neutral replacement) are replaced in
     * every title, page text and narration of the copy others read.
     */
    publicTitleEn: text('public_title_en'),
    publicTitleAr: text('public_title_ar'),
    publicTitleDialect: text('public_title_dialect'),
    publicNames: jsonb('public_names').$type<Array<Record<string, string>>>(),
    /**
     * What the library's search reads: the public titles and the idea, lower case, Arabic letters
     * folded (hamza forms to their bare letter, ta marbuta to ha, alef maqsura to ya, vowel marks
     * and tatweel dropped), each word with "al-" (alone or after wa-, bi-, fa-, ka-, li-) also indexed without it. The query is folded the
     * same way (`foldForSearch` in the shared package).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', regexp_replace(regexp_replace(translate(lower(coalesce(public_title_en, title_en, title, '') || ' ' || coalesce(public_title_ar, title_ar, '') || ' ' || coalesce(public_title_dialect, title_dialect, '') || ' ' || coalesce(description, '') || ' ' || coalesce(theme_name, '')), 'أإآٱؤئةى', 'ااااويهي'), '[\\u064B-\\u065F\\u0670\\u0640]', '', 'g'), '(^|\\s)[وبفكل]?ال(\\S\\S+)', '\\& \\2', 'g'))`,
    ),
    /**
     * When each stage of generation ended, for the admin dashboard's stage times: writing starts
     * (`started_at`, the write step picks the story up), the text is done, the last picture and the
     * last narration are in, the story is complete. A retry starts them again.
     */
    startedAt: timestamp('started_at', { withTimezone: true }),
    textCompletedAt: timestamp('text_completed_at', { withTimezone: true }),
    picturesCompletedAt: timestamp('pictures_completed_at', { withTimezone: true }),
    narrationsCompletedAt: timestamp('narrations_completed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stories_user_created_idx').on(table.userId, table.createdAt),
    index('stories_published_idx')
      .on(table.publishedAt)
      .where(sql`${table.publishedAt} is not null`),
    index('stories_featured_idx')
      .on(table.featuredAt)
      .where(sql`${table.featuredAt} is not null`),
    index('stories_search_idx').using('gin', table.searchVector),
    // The admin dashboard counts stories per day of creation.
    index('stories_created_idx').on(table.createdAt),
    check(
      'stories_moderation_check',
      sql`${table.moderation} in ('visible', 'pending', 'hidden', 'removed')`,
    ),
    check(
      'stories_status_check',
      sql`${table.status} in ('queued', 'processing', 'complete', 'error')`,
    ),
    check('stories_length_check', sql`${table.length} between 3 and 10`),
    check('stories_owner_check', sql`${table.userId} is not null or ${table.adminId} is not null`),
  ],
);

export type StoryRow = typeof stories.$inferSelect;

/** One narration of a page: where its audio is, how long it lasts, when each word starts. */
export interface StoredNarration {
  key: string;
  mimeType: string;
  durationMs: number;
  words: Array<{ word: string; startMs: number }>;
}

/**
 * A page and its assets. Each asset column is written once by its own job step (a checkpoint):
 * a retried or restarted step finds it filled and does nothing.
 */
export const storyPages = pgTable(
  'story_pages',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    textEn: text('text_en').notNull(),
    textAr: text('text_ar').notNull(),
    textDialect: text('text_dialect'),
    scene: jsonb('scene').$type<Record<string, unknown>>().notNull(),
    pictureKey: varchar('picture_key', { length: 200 }),
    narrationEn: jsonb('narration_en').$type<StoredNarration>(),
    narrationAr: jsonb('narration_ar').$type<StoredNarration>(),
    narrationDialect: jsonb('narration_dialect').$type<StoredNarration>(),
    /** The public copy (see `stories.public_names`); null where it is the same as the private page. */
    publicTextEn: text('public_text_en'),
    publicTextAr: text('public_text_ar'),
    publicTextDialect: text('public_text_dialect'),
    publicNarrationEn: jsonb('public_narration_en').$type<StoredNarration>(),
    publicNarrationAr: jsonb('public_narration_ar').$type<StoredNarration>(),
    publicNarrationDialect: jsonb('public_narration_dialect').$type<StoredNarration>(),
  },
  (table) => [uniqueIndex('story_pages_story_index_unique').on(table.storyId, table.index)],
);

export type PageRow = typeof storyPages.$inferSelect;

/**
 * A story's share link. The token is the capability (192 random bits); revoking deletes the row,
 * rotating replaces the token and starts its view count again. The view limit comes from the
 * owner's plan when the link is opened.
 */
export const storyShares = pgTable(
  'story_shares',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    token: varchar('token', { length: 64 }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
    /**
     * The owner's plan's limit (docs/product/roles-and-plans.md), kept on the link so that counting a view is one
     * single-table statement; `changePlan` (accounts/plan-change.ts) keeps it in step with the plan.
     */
    maxViews: integer('max_views').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('story_shares_story_unique').on(table.storyId),
    uniqueIndex('story_shares_token_unique').on(table.token),
  ],
);

/** Every engine call: what /admin/api-logs shows under engine calls (docs/admin-operations.md). */
export const apiLogs = pgTable(
  'api_logs',
  {
    id: serial('id').primaryKey(),
    engine: varchar('engine', { length: 64 }).notNull(),
    model: varchar('model', { length: 128 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** What the call was for: a story, or a catalogue picture. */
    purpose: varchar('purpose', { length: 32 }).notNull(),
    storyId: integer('story_id').references(() => stories.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    latencyMs: integer('latency_ms').notNull(),
    outcome: varchar('outcome', { length: 16 }).notNull(),
    size: integer('size').notNull(),
    estimatedCostUsd: doublePrecision('estimated_cost_usd').notNull().default(0),
    error: text('error'),
    /** The embedded engine standing in for a cloud engine that failed (the outcome says how it went). */
    fallback: boolean('fallback').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Keyset paging, newest first: (created_at, id) is the order and the cursor.
    index('api_logs_created_idx').on(table.createdAt, table.id),
    index('api_logs_story_idx').on(table.storyId, table.createdAt),
    index('api_logs_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Every API request, written in batches after the answer (logs/request-log.ts): its method, the
 * route's pattern (never the address asked for, which can hold ids and tokens), status, duration
 * and who called, by kind and id. Nothing else: no bodies, no query strings, no names.
 */
export const requestLogs = pgTable(
  'request_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    method: varchar('method', { length: 8 }).notNull(),
    route: varchar('route', { length: 200 }).notNull(),
    status: smallint('status').notNull(),
    durationMs: real('duration_ms').notNull(),
    principalKind: varchar('principal_kind', { length: 10 }).notNull(),
    principalId: integer('principal_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('request_logs_created_idx').on(table.createdAt, table.id),
    index('request_logs_route_idx').on(table.route, table.createdAt, table.id),
    index('request_logs_principal_idx')
      .on(table.principalId, table.createdAt)
      .where(sql`${table.principalId} is not null`),
    check(
      'request_logs_principal_check',
      sql`${table.principalKind} in ('anonymous', 'user', 'admin')`,
    ),
  ],
);

/** A parent's like of another parent's public story: one each (the key), counted in `stories.likes_count`. */
export const storyLikes = pgTable(
  'story_likes',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.storyId, table.userId] }),
    index('story_likes_user_idx').on(table.userId),
  ],
);

/** Stories a parent saved for later (/saved-stories); listed only while they stay public. */
export const storySaves = pgTable(
  'story_saves',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.storyId, table.userId] }),
    index('story_saves_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Plain-text comments on public stories; moderated like stories (visible, hidden, removed). */
export const storyComments = pgTable(
  'story_comments',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    moderation: varchar('moderation', { length: 16 }).notNull().default('visible'),
    moderationReason: text('moderation_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    reportsCount: integer('reports_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('story_comments_story_idx').on(table.storyId, table.createdAt),
    index('story_comments_user_idx').on(table.userId),
    check(
      'story_comments_moderation_check',
      sql`${table.moderation} in ('visible', 'hidden', 'removed')`,
    ),
    check('story_comments_body_length_check', sql`char_length(${table.body}) between 1 and 2000`),
  ],
);

/**
 * A parent's report of a story (comment_id null) or of a comment: one per parent and thing, so
 * that three reports are three different parents. `resolved_at` is set by the admin's decision.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => storyComments.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 16 }).notNull(),
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('content_reports_story_reporter_unique')
      .on(table.storyId, table.reporterId)
      .where(sql`${table.commentId} is null`),
    uniqueIndex('content_reports_comment_reporter_unique')
      .on(table.commentId, table.reporterId)
      .where(sql`${table.commentId} is not null`),
    index('content_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
    check(
      'content_reports_reason_check',
      sql`${table.reason} in ('inappropriate', 'unsafe', 'spam', 'privacy', 'other')`,
    ),
  ],
);

/**
 * Other parents' stories a parent opened from the library or forum, once per story per plan
 * week: Starter's weekly allowance counts these rows, and `stories.library_reads` counts them.
 */
export const communityReads = pgTable(
  'community_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart, table.storyId] })],
);

/** Parents' own words for the landing page, shown once an admin approves them; or the operator's (user_id null). */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 40 }).notNull(),
    city: varchar('city', { length: 60 }).notNull(),
    message: text('message').notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    /**
     * The same words in the other language (`en` ↔ `ar`), given by the operator with a testimonial
     * they add; parents write in one language only.
     */
    translation: text('translation'),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('testimonials_status_idx').on(table.status, table.reviewedAt),
    check('testimonials_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check(
      'testimonials_message_length_check',
      sql`char_length(${table.message}) between 1 and 600`,
    ),
  ],
);

/**
 * A parent's child, so that stories can make the child the hero. Private to the parent: the
 * details are used only to write the child's stories (never published, shared, or sent to a cloud
 * engine with the name). The JSON columns hold the shared schema's shapes (`schemas/children.ts`).
 */
export const childProfiles = pgTable(
  'child_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameEn: varchar('name_en', { length: 64 }).notNull(),
    nameAr: varchar('name_ar', { length: 64 }).notNull(),
    gender: varchar('gender', { length: 8 }).notNull(),
    birthMonth: integer('birth_month').notNull(),
    birthYear: integer('birth_year').notNull(),
    dialect: varchar('dialect', { length: 16 }).notNull().default('standard'),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    avoid: jsonb('avoid').$type<string[]>().notNull().default([]),
    familyWords: jsonb('family_words')
      .$type<Record<string, { en: string; ar: string } | null>>()
      .notNull()
      .default({}),
    reading: jsonb('reading').$type<{ mode: string; vowelMarks: boolean }>().notNull(),
    avatar: jsonb('avatar').$type<Record<string, string | boolean>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('child_profiles_user_idx').on(table.userId),
    check('child_profiles_gender_check', sql`${table.gender} in ('male', 'female')`),
    check('child_profiles_birth_month_check', sql`${table.birthMonth} between 1 and 12`),
  ],
);

export type ChildProfileRow = typeof childProfiles.$inferSelect;

/** Which children a story was made with: deleting a child deletes these stories too (they name the child). */
export const storyChildren = pgTable(
  'story_children',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => childProfiles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.storyId, table.childId] }),
    index('story_children_child_idx').on(table.childId),
  ],
);

/** A parent's customer at Stripe, made at their first checkout; the checkout they opened last. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: varchar('customer_id', { length: 255 }).notNull(),
    /** The checkout session opened last: opening another expires it, so only one can be paid. */
    checkoutSessionId: varchar('checkout_session_id', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('billing_customers_customer_unique').on(table.customerId)],
);

/**
 * Our copy of each Stripe subscription, kept from Stripe's webhooks and answers: the truth every
 * limit is read from (through `users.plan`), so no request waits on Stripe. `entitled_plan` is the
 * plan the row grants now, recomputed when Stripe says something and when a moment passes (the end
 * of a cancelled period, of a payment's grace, a downgrade's start).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stripe's subscription id (sub_…). */
    providerId: varchar('provider_id', { length: 255 }).notNull(),
    /** The plan the current period is paid for. */
    plan: varchar('plan', { length: 16 }).notNull(),
    /** A downgrade already made at Stripe, whose limits start at `pending_from` (the end of the period paid at the higher price). */
    pendingPlan: varchar('pending_plan', { length: 16 }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    status: varchar('status', { length: 16 }).notNull(),
    /** When a cancelled subscription stops (the end of its paid period). */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** When a payment first failed; the limits stay for the grace period from here. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** The plan this subscription grants now, or null. */
    entitledPlan: varchar('entitled_plan', { length: 16 }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents'),
    /** When the "trial ends soon" email was queued (once per subscription). */
    trialReminderAt: timestamp('trial_reminder_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_provider_unique').on(table.providerId),
    index('subscriptions_user_idx').on(table.userId, table.createdAt),
    index('subscriptions_entitled_idx')
      .on(table.id)
      .where(sql`${table.entitledPlan} is not null`),
    check('subscriptions_plan_check', sql`${table.plan} in ('family', 'heritage')`),
    check('subscriptions_pending_plan_check', sql`${table.pendingPlan} in ('family', 'heritage')`),
    check(
      'subscriptions_entitled_plan_check',
      sql`${table.entitledPlan} in ('family', 'heritage')`,
    ),
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('incomplete', 'trialing', 'active', 'past_due', 'ended')`,
    ),
  ],
);

/** Stripe events already taken in: one row per event id, so a delivery repeated changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: varchar('id', { length: 255 }).primaryKey(),
    type: varchar('type', { length: 100 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('billing_events_received_idx').on(table.receivedAt)],
);
