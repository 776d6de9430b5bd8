import { z } from 'zod';
import { maxId } from './ids.ts';

/** The admin portal's Users screen and audit log (docs/admin-access.md). */
export const adminListLimits = { queryMax: 100, pageSize: 20 } as const;

const page = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(100_000, { error: 'validation.invalid' })
  .default(1);
const planId = z.enum(['free', 'family', 'heritage']);

/** GET /api/admin/users: an email or a name, or part of one (nothing: every account, newest first). */
export const adminUserQuery = z.object({
  q: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(adminListLimits.queryMax, { error: 'validation.maxLength' })
    .default(''),
  page,
});
export type AdminUserQuery = z.input<typeof adminUserQuery>;

export const adminUserSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  plan: planId,
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  storiesThisWeek: z.number().int(),
  storiesTotal: z.number().int(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;

export const adminUserList = z.object({
  users: z.array(adminUserSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserList>;

export const adminUserStory = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  status: z.string(),
  createdAt: z.string(),
  published: z.boolean(),
  featured: z.boolean(),
  moderation: z.string(),
});
export type AdminUserStory = z.infer<typeof adminUserStory>;

export const adminUserDetail = z.object({
  user: adminUserSummary.extend({
    displayName: z.string().nullable(),
    language: z.string(),
    disabledAt: z.string().nullable(),
  }),
  usage: z.object({
    storiesThisWeek: z.number().int(),
    storiesPerWeek: z.number().int(),
    storiesTotal: z.number().int(),
    characters: z.number().int(),
    locations: z.number().int(),
  }),
  recentStories: z.array(adminUserStory),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/** GET /api/admin/audit-log: newest first; by admin, action and a range of days (`from` and `to` included, UTC). */
const day = z
  .string({ error: 'validation.invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' })
  // A real day: JavaScript reads 2026-02-31 as 3 March.
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { error: 'validation.invalid' },
  );
export const adminAuditQuery = z
  .object({
    adminId: z.coerce
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .min(1, { error: 'validation.invalid' })
      .max(maxId, { error: 'validation.invalid' })
      .optional(),
    action: z
      .string({ error: 'validation.invalid' })
      .regex(/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/, { error: 'validation.invalid' })
      .max(64, { error: 'validation.invalid' })
      .optional(),
    from: day.optional(),
    to: day.optional(),
    page,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'adminAudit.dateRange',
    path: ['to'],
  });
export type AdminAuditQuery = z.input<typeof adminAuditQuery>;

export const adminAuditEntry = z.object({
  id: z.number().int(),
  admin: z.object({ id: z.number().int(), username: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** A parent's email while the account exists (the log itself keeps only ids, so a deleted account leaves no address behind). */
  targetLabel: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;

export const adminAuditList = z.object({
  entries: z.array(adminAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every admin and every action the log holds, for the filters. */
  admins: z.array(z.object({ id: z.number().int(), username: z.string() })),
  actions: z.array(z.string()),
});
export type AdminAuditList = z.infer<typeof adminAuditList>;
