import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    // Accounts arrive with the accounts issue; the reference is added with the users table.
    userId: integer('user_id'),
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
