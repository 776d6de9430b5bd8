import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * How many stories wait ahead of this one in a queue, read from pg-boss's job table: jobs of
 * other stories not finished yet, of a higher priority, or of the same priority and sent before
 * this story's earliest one. None when this story has no job waiting there.
 */
export async function storiesAhead(
  db: Database,
  queue: string,
  story: { id: number; priority: number },
): Promise<number> {
  const result = (await db.execute(sql`
    with mine as (
      select min(created_on) as since from pgboss.job
      where name = ${queue} and state in ('created', 'retry', 'active') and (data->>'storyId')::int = ${story.id}
    )
    select count(distinct (data->>'storyId')) as ahead from pgboss.job, mine
    where mine.since is not null and name = ${queue} and state in ('created', 'retry', 'active')
      and (data->>'storyId')::int <> ${story.id}
      and (priority > ${story.priority} or (priority = ${story.priority} and created_on < mine.since))`)) as unknown as {
    rows: Array<{ ahead: number | string }>;
  };
  return Number(result.rows[0]?.ahead ?? 0);
}
