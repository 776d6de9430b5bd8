/** The plan week (docs/product/roles-and-plans.md): the ISO week in UTC, from Monday 00:00 UTC to the next. */
export function weekStart(now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const daysSinceMonday = (start.getUTCDay() + 6) % 7;
  start.setUTCDate(start.getUTCDate() - daysSinceMonday);
  return start;
}

/** When this week's counters start again: the next Monday 00:00 UTC. */
export function nextWeekReset(now: Date): Date {
  const next = weekStart(now);
  next.setUTCDate(next.getUTCDate() + 7);
  return next;
}
