import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  adminOpsLimits,
  generationStages,
  type Dashboard,
  type GenerationStage,
} from '@qamar/shared';
import type { Database } from '../../db/client.ts';
import {
  apiLogs,
  communityReads,
  contentReports,
  feedback,
  stories,
  storyShares,
  users,
} from '../../db/schema.ts';
import { daysOf, type DayRange } from './date-range.ts';

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The UTC day of a timestamp column: grouped by as a date, shown as text (2026-03-01) once per group. */
const dayOfColumn = (column: AnyPgColumn) => sql`(${column} at time zone 'UTC')::date`;
const perDayOf = (column: AnyPgColumn) => ({
  day: sql`${dayOfColumn(column)}::text`,
  group: sql`group by ${dayOfColumn(column)}`,
});
const within = (column: AnyPgColumn, range: DayRange) =>
  sql`${column} >= ${range.start} and ${column} < ${range.end}`;

/** A series with one value per day of the range, from rows counted per day by SQL (days without rows are 0). */
function perDay<T extends Row>(
  days: string[],
  rows: T[],
  value: (row: T) => number,
  match: (row: T) => boolean = () => true,
): number[] {
  const byDay = new Map<string, number>();
  for (const row of rows) if (match(row)) byDay.set(String(row.day), value(row));
  return days.map((day) => byDay.get(day) ?? 0);
}

const num = (value: unknown) => Number(value ?? 0);
const maybe = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value));

/**
 * Every figure of the admin dashboard, counted by SQL from the rows themselves: accounts, stories
 * by day and status, how long each stage of generation took, engine calls, failures and fallbacks,
 * engine cost, share views, library reads, open reports and the latest feedback. The queues come
 * from the job queue (jobs/queue-health.ts) and are passed in.
 */
export async function dashboardFigures(
  db: Database,
  range: DayRange,
  queues: Dashboard['queues'],
): Promise<Dashboard> {
  const days = daysOf(range);
  const [
    accounts,
    plans,
    newUsers,
    storiesPerDay,
    stages,
    engines,
    engineDays,
    costPerStory,
    shares,
    reads,
    reports,
    recent,
  ] = await Promise.all([
    rowsOf<{ total: number; verified: number }>(
      db,
      sql`select count(*)::int as total, count(${users.emailVerifiedAt})::int as verified from ${users}`,
    ),
    rowsOf<{ plan: string; count: number }>(
      db,
      sql`select ${users.plan} as plan, count(*)::int as count from ${users} group by ${users.plan} order by ${users.plan}`,
    ),
    rowsOf<{ day: string; count: number }>(
      db,
      sql`select ${perDayOf(users.createdAt).day} as day, count(*)::int as count from ${users} where ${within(users.createdAt, range)} ${perDayOf(users.createdAt).group}`,
    ),
    rowsOf<{ day: string; status: string; count: number }>(
      db,
      sql`select ${perDayOf(stories.createdAt).day} as day, ${stories.status} as status, count(*)::int as count from ${stories} where ${within(stories.createdAt, range)} ${perDayOf(stories.createdAt).group}, ${stories.status}`,
    ),
    // Each stage of a story's first attempt (a retry starts the clock again, so its stages would mix attempts).
    rowsOf<{ stage: GenerationStage; stories: number; p50: number | null; p95: number | null }>(
      db,
      sql`select v.stage, count(*)::int as stories,
            percentile_cont(0.5) within group (order by v.ms) as p50,
            percentile_cont(0.95) within group (order by v.ms) as p95
          from ${stories} s cross join lateral (values
            ('waiting', extract(epoch from s.started_at - s.created_at)::float8 * 1000),
            ('writing', extract(epoch from s.text_completed_at - s.started_at)::float8 * 1000),
            ('pictures', extract(epoch from s.pictures_completed_at - s.text_completed_at)::float8 * 1000),
            ('narration', extract(epoch from s.narrations_completed_at - s.text_completed_at)::float8 * 1000),
            ('total', extract(epoch from s.completed_at - s.created_at)::float8 * 1000)
          ) as v(stage, ms)
          where s.attempt = 1 and s.created_at >= ${range.start} and s.created_at < ${range.end} and v.ms is not null and v.ms >= 0
          group by v.stage`,
    ),
    rowsOf<{ kind: string; calls: number; p50: number | null; p95: number | null }>(
      db,
      sql`select ${apiLogs.kind} as kind, count(*)::int as calls,
            percentile_cont(0.5) within group (order by ${apiLogs.latencyMs}) as p50,
            percentile_cont(0.95) within group (order by ${apiLogs.latencyMs}) as p95
          from ${apiLogs} where ${within(apiLogs.createdAt, range)} group by 1 order by 1`,
    ),
    // Failures, fallbacks and cost per day: one pass over the range's engine calls.
    rowsOf<{ day: string; errors: number; timeouts: number; fallbacks: number; usd: number }>(
      db,
      sql`select ${perDayOf(apiLogs.createdAt).day} as day,
            count(*) filter (where ${apiLogs.outcome} = 'error')::int as errors,
            count(*) filter (where ${apiLogs.outcome} = 'timeout')::int as timeouts,
            count(*) filter (where ${apiLogs.fallback})::int as fallbacks,
            sum(${apiLogs.estimatedCostUsd})::float8 as usd
          from ${apiLogs} where ${within(apiLogs.createdAt, range)} ${perDayOf(apiLogs.createdAt).group}`,
    ),
    rowsOf<{ stories: number; usd: number | null }>(
      db,
      sql`select count(*)::int as stories, sum(usd)::float8 as usd from (
            select sum(${apiLogs.estimatedCostUsd}) as usd from ${apiLogs}
            where ${apiLogs.storyId} is not null and ${within(apiLogs.createdAt, range)} group by ${apiLogs.storyId}
          ) as per_story`,
    ),
    rowsOf<{ views: number; links: number }>(
      db,
      sql`select coalesce(sum(${storyShares.viewCount}), 0)::int as views, count(*)::int as links from ${storyShares}`,
    ),
    rowsOf<{ day: string; count: number }>(
      db,
      sql`select ${perDayOf(communityReads.createdAt).day} as day, count(*)::int as count from ${communityReads} where ${within(communityReads.createdAt, range)} ${perDayOf(communityReads.createdAt).group}`,
    ),
    rowsOf<{ open: number }>(
      db,
      sql`select count(*)::int as open from ${contentReports} where ${contentReports.resolvedAt} is null`,
    ),
    rowsOf<{
      id: number;
      category: string;
      message: string;
      language: string;
      page_url: string;
      email: string | null;
      created_at: string | Date;
    }>(
      db,
      sql`select f.id, f.category, f.message, f.language, f.page_url, u.email, f.created_at
          from ${feedback} f left join ${users} u on u.id = f.user_id
          order by f.created_at desc, f.id desc limit ${adminOpsLimits.recentFeedback}`,
    ),
  ]);

  const statusSeries = (status: string) =>
    perDay(
      days,
      storiesPerDay,
      (row) => num(row.count),
      (row) => row.status === status,
    );
  const byStatus = {
    queued: statusSeries('queued'),
    processing: statusSeries('processing'),
    complete: statusSeries('complete'),
    error: statusSeries('error'),
  };
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const stageRows = new Map(stages.map((row) => [row.stage, row]));
  const perStory = costPerStory[0];
  const failuresPerDay = {
    errors: perDay(days, engineDays, (row) => num(row.errors)),
    fallbacks: perDay(days, engineDays, (row) => num(row.fallbacks)),
  };

  return {
    from: range.from,
    to: range.to,
    days,
    users: {
      total: num(accounts[0]?.total),
      verified: num(accounts[0]?.verified),
      byPlan: plans.map((row) => ({ plan: row.plan, count: num(row.count) })),
      newPerDay: perDay(days, newUsers, (row) => num(row.count)),
    },
    stories: {
      total: sum(storiesPerDay.map((row) => num(row.count))),
      byStatus: {
        queued: sum(byStatus.queued),
        processing: sum(byStatus.processing),
        complete: sum(byStatus.complete),
        error: sum(byStatus.error),
      },
      perDay: byStatus,
    },
    stages: generationStages.map((stage) => {
      const row = stageRows.get(stage);
      return { stage, stories: num(row?.stories), p50Ms: maybe(row?.p50), p95Ms: maybe(row?.p95) };
    }),
    engines: engines.map((row) => ({
      kind: row.kind,
      calls: num(row.calls),
      p50Ms: maybe(row.p50),
      p95Ms: maybe(row.p95),
    })),
    failures: {
      storiesFailed: sum(byStatus.error),
      engineErrors: sum(failuresPerDay.errors),
      timeouts: sum(engineDays.map((row) => num(row.timeouts))),
      fallbacks: sum(failuresPerDay.fallbacks),
      perDay: {
        storiesFailed: byStatus.error,
        engineErrors: failuresPerDay.errors,
        fallbacks: failuresPerDay.fallbacks,
      },
    },
    queues,
    cost: {
      totalUsd: sum(engineDays.map((row) => num(row.usd))),
      perDayUsd: perDay(days, engineDays, (row) => num(row.usd)),
      stories: num(perStory?.stories),
      perStoryUsd:
        perStory && num(perStory.stories) > 0 ? num(perStory.usd) / num(perStory.stories) : null,
    },
    community: {
      shareViews: num(shares[0]?.views),
      shareLinks: num(shares[0]?.links),
      libraryReads: sum(reads.map((row) => num(row.count))),
      libraryReadsPerDay: perDay(days, reads, (row) => num(row.count)),
      openReports: num(reports[0]?.open),
    },
    recentFeedback: recent.map((row) => ({
      id: row.id,
      category: row.category,
      message: row.message,
      language: row.language,
      pageUrl: row.page_url,
      email: row.email,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
