import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
    plan: varchar('plan', { length: 16 }).notNull().default('free'),
    /** Raised to revoke every token issued before (logout, password change). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_plan_check', sql`${table.plan} in ('free', 'family', 'heritage')`),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('admins_username_unique').on(table.username)],
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
  },
  (table) => [
    index('feedback_created_at_idx').on(table.createdAt),
    check('feedback_category_check', sql`${table.category} in ('general', 'bug', 'feature')`),
    check('feedback_message_length_check', sql`char_length(${table.message}) between 1 and 5000`),
  ],
);
