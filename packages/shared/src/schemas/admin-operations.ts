import { z } from 'zod';
import { maxId } from './ids.ts';

/** The admin dashboard and the API logs (docs/admin-operations.md). */
export const adminOpsLimits = {
  /** The longest date range the dashboard and the logs take. */
  rangeDaysMax: 366,
  /** The dashboard's range when none is asked for: the last 30 days, today included. */
  defaultRangeDays: 30,
  pageSizeDefault: 50,
  pageSizeMax: 200,
  recentFeedback: 10,
} as const;

/** A day, UTC: 2026-03-01. */
const isoDay = z
  .string({ error: 'adminOps.invalidDate' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'adminOps.invalidDate' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(value) &&
        date.getUTCFullYear() >= 2000 &&
        date.getUTCFullYear() <= 2999
      );
    },
    { error: 'adminOps.invalidDate' },
  );

const dateRange = { from: isoDay.optional(), to: isoDay.optional() };
const rangeInOrder = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to;

export const dashboardQuery = z
  .object(dateRange)
  .refine(rangeInOrder, { error: 'adminOps.rangeReversed', path: ['from'] });
export type DashboardQuery = z.input<typeof dashboardQuery>;

export const engineKinds = ['writer', 'illustrator', 'narrator'] as const;
export const engineOutcomes = ['ok', 'error', 'timeout', 'fallback'] as const;
export const logMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export const principalKinds = ['anonymous', 'user', 'admin'] as const;
export type PrincipalKind = (typeof principalKinds)[number];

const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.maxLength' })
    .optional()
    .transform((value) => value || undefined);

const paging = {
  /** Where the previous page ended (its `nextCursor`). */
  cursor: z
    .string({ error: 'adminOps.invalidCursor' })
    .max(120, { error: 'adminOps.invalidCursor' })
    .optional(),
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(adminOpsLimits.pageSizeMax, { error: 'validation.invalid' })
    .default(adminOpsLimits.pageSizeDefault),
};

const engineLogFilterFields = {
  engine: optionalText(64),
  kind: z.enum(engineKinds, { error: 'validation.invalid' }).optional(),
  outcome: z.enum(engineOutcomes, { error: 'validation.invalid' }).optional(),
  fallback: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
  storyId: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(maxId, { error: 'validation.invalid' })
    .optional(),
  ...dateRange,
  /** A parent, by id or email. */
  user: optionalText(254),
};

const requestLogFilterFields = {
  method: z.enum(logMethods, { error: 'validation.invalid' }).optional(),
  /** A route's pattern, exactly: /api/stories/:id. */
  route: optionalText(200),
  /** A status (404) or a class of them (4xx). */
  status: z
    .string({ error: 'adminOps.invalidStatus' })
    .trim()
    .regex(/^[1-5](\d\d|xx)$/i, { error: 'adminOps.invalidStatus' })
    .optional()
    .transform((value) => value?.toLowerCase()),
  principal: z.enum(principalKinds, { error: 'validation.invalid' }).optional(),
  ...dateRange,
  /** A parent, by id or email: the requests they made. */
  user: optionalText(254),
};

/** GET /api/admin/api-logs/engine: a page of engine calls; /engine/export: all of them as CSV. */
export const engineLogQuery = z
  .object({ ...engineLogFilterFields, ...paging })
  .refine(rangeInOrder, { error: 'adminOps.rangeReversed', path: ['from'] });
export const engineLogExportQuery = z
  .object(engineLogFilterFields)
  .refine(rangeInOrder, { error: 'adminOps.rangeReversed', path: ['from'] });
export type EngineLogQuery = z.input<typeof engineLogQuery>;
export type EngineLogFilters = z.output<typeof engineLogExportQuery>;

/** GET /api/admin/api-logs/requests: a page of API requests; /requests/export: all of them as CSV. */
export const requestLogQuery = z
  .object({ ...requestLogFilterFields, ...paging })
  .refine(rangeInOrder, { error: 'adminOps.rangeReversed', path: ['from'] });
export const requestLogExportQuery = z
  .object(requestLogFilterFields)
  .refine(rangeInOrder, { error: 'adminOps.rangeReversed', path: ['from'] });
export type RequestLogQuery = z.input<typeof requestLogQuery>;
export type RequestLogFilters = z.output<typeof requestLogExportQuery>;

export const engineLogRow = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  engine: z.string(),
  model: z.string(),
  kind: z.string(),
  purpose: z.string(),
  storyId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  latencyMs: z.number(),
  outcome: z.string(),
  size: z.number(),
  estimatedCostUsd: z.number(),
  fallback: z.boolean(),
  error: z.string().nullable(),
});
export type EngineLogRow = z.infer<typeof engineLogRow>;

export const requestLogRow = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  method: z.string(),
  route: z.string(),
  status: z.number().int(),
  durationMs: z.number(),
  principalKind: z.enum(principalKinds),
  principalId: z.number().int().nullable(),
});
export type RequestLogRow = z.infer<typeof requestLogRow>;

export const engineLogPage = z.object({
  rows: z.array(engineLogRow),
  nextCursor: z.string().nullable(),
});
export type EngineLogPage = z.infer<typeof engineLogPage>;
export const requestLogPage = z.object({
  rows: z.array(requestLogRow),
  nextCursor: z.string().nullable(),
  /** Every API route's pattern, for the route filter. */
  routes: z.array(z.string()),
});
export type RequestLogPage = z.infer<typeof requestLogPage>;

const percentiles = { p50Ms: z.number().nullable(), p95Ms: z.number().nullable() };
export const generationStages = ['waiting', 'writing', 'pictures', 'narration', 'total'] as const;
export type GenerationStage = (typeof generationStages)[number];
const series = z.array(z.number());

export const dashboardResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** The days of the range; every series below has one value per day, in this order. */
  days: z.array(z.string()),
  users: z.object({
    total: z.number().int(),
    verified: z.number().int(),
    byPlan: z.array(z.object({ plan: z.string(), count: z.number().int() })),
    newPerDay: series,
  }),
  stories: z.object({
    total: z.number().int(),
    byStatus: z.object({
      queued: z.number().int(),
      processing: z.number().int(),
      complete: z.number().int(),
      error: z.number().int(),
    }),
    perDay: z.object({ queued: series, processing: series, complete: series, error: series }),
  }),
  /** Time spent in each stage by the range's stories (first attempts), in milliseconds. */
  stages: z.array(
    z.object({ stage: z.enum(generationStages), stories: z.number().int(), ...percentiles }),
  ),
  /** Engine calls by kind: their number and latency. */
  engines: z.array(z.object({ kind: z.string(), calls: z.number().int(), ...percentiles })),
  failures: z.object({
    storiesFailed: z.number().int(),
    engineErrors: z.number().int(),
    timeouts: z.number().int(),
    fallbacks: z.number().int(),
    perDay: z.object({ storiesFailed: series, engineErrors: series, fallbacks: series }),
  }),
  queues: z.array(
    z.object({
      name: z.string(),
      waiting: z.number().int(),
      deferred: z.number().int(),
      active: z.number().int(),
      failed: z.number().int(),
      oldestWaitSeconds: z.number().nullable(),
    }),
  ),
  cost: z.object({
    totalUsd: z.number(),
    perDayUsd: series,
    stories: z.number().int(),
    perStoryUsd: z.number().nullable(),
  }),
  community: z.object({
    /** Views counted on the share links that exist now (all time). */
    shareViews: z.number().int(),
    shareLinks: z.number().int(),
    libraryReads: z.number().int(),
    libraryReadsPerDay: series,
    openReports: z.number().int(),
  }),
  recentFeedback: z.array(
    z.object({
      id: z.number().int(),
      category: z.string(),
      message: z.string(),
      language: z.string(),
      pageUrl: z.string(),
      email: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardResponse>;
