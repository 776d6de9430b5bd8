import { and, between, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  maxId,
  type EngineLogFilters,
  type EngineLogRow,
  type RequestLogFilters,
  type RequestLogRow,
} from '@qamar/shared';
import type { Database } from '../../db/client.ts';
import { apiLogs, requestLogs, users } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { logBounds } from './date-range.ts';

type LogTable = typeof apiLogs | typeof requestLogs;

/**
 * Pages of a log, newest first, by keyset: the order is (created_at, id) and a page's cursor is
 * its last row's pair, so the next page starts right after it through the (created_at, id) index,
 * however deep (no OFFSET). The time is carried to the microsecond, as stored.
 */
const cursorPattern = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6})\|(\d{1,16})$/;

export function encodeCursor(at: string, id: number): string {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: number } {
  const match = cursorPattern.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || Number.isNaN(new Date(`${match[1]}Z`).getTime()))
    throw new AppError('VALIDATION_FAILED', 'adminOps.invalidCursor', { field: 'cursor' });
  return { at: match[1]!, id: Number(match[2]) };
}

const cursorOf = (table: LogTable) =>
  sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** The condition every log shares: the date range. */
function rangeConditions(
  table: LogTable,
  filters: { from?: string | undefined; to?: string | undefined },
): SQL[] {
  const { start, end } = logBounds(filters);
  const conditions: SQL[] = [];
  if (start) conditions.push(gte(table.createdAt, start));
  if (end) conditions.push(lt(table.createdAt, end));
  return conditions;
}

/** Rows after the one a cursor names. */
function afterCursor(table: LogTable, cursor: string | undefined): SQL[] {
  if (!cursor) return [];
  const { at, id } = decodeCursor(cursor);
  return [sql`(${table.createdAt}, ${table.id}) < (${at}::timestamp at time zone 'UTC', ${id})`];
}

/**
 * The parent a filter names, by id or by email: undefined when there is no such filter, null
 * when it names nobody (the page is then empty).
 */
export async function resolveUser(
  db: Database,
  user: string | undefined,
): Promise<number | null | undefined> {
  if (!user) return undefined;
  if (/^\d{1,10}$/.test(user)) return Number(user) <= maxId ? Number(user) : null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, user.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

const nothing = sql`false`;

export async function engineLogConditions(db: Database, filters: EngineLogFilters): Promise<SQL[]> {
  const conditions = rangeConditions(apiLogs, filters);
  if (filters.engine) conditions.push(eq(apiLogs.engine, filters.engine));
  if (filters.kind) conditions.push(eq(apiLogs.kind, filters.kind));
  if (filters.outcome) conditions.push(eq(apiLogs.outcome, filters.outcome));
  if (filters.fallback) conditions.push(eq(apiLogs.fallback, filters.fallback === 'true'));
  if (filters.storyId) conditions.push(eq(apiLogs.storyId, filters.storyId));
  const userId = await resolveUser(db, filters.user);
  if (userId !== undefined) conditions.push(userId === null ? nothing : eq(apiLogs.userId, userId));
  return conditions;
}

export async function requestLogConditions(
  db: Database,
  filters: RequestLogFilters,
): Promise<SQL[]> {
  const conditions = rangeConditions(requestLogs, filters);
  if (filters.method) conditions.push(eq(requestLogs.method, filters.method));
  if (filters.route) conditions.push(eq(requestLogs.route, filters.route));
  if (filters.status) {
    const hundreds = Number(filters.status[0]) * 100;
    conditions.push(
      filters.status.endsWith('xx')
        ? between(requestLogs.status, hundreds, hundreds + 99)
        : eq(requestLogs.status, Number(filters.status)),
    );
  }
  if (filters.principal) conditions.push(eq(requestLogs.principalKind, filters.principal));
  const userId = await resolveUser(db, filters.user);
  if (userId !== undefined)
    conditions.push(
      userId === null
        ? nothing
        : and(eq(requestLogs.principalKind, 'user'), eq(requestLogs.principalId, userId))!,
    );
  return conditions;
}

export interface LogPage<T> {
  rows: T[];
  nextCursor: string | null;
}

/** One page of engine calls under the filters' conditions, after the cursor. */
export async function engineLogPage(
  db: Database,
  conditions: SQL[],
  cursor: string | undefined,
  limit: number,
): Promise<LogPage<EngineLogRow>> {
  const rows = await db
    .select({
      id: apiLogs.id,
      createdAt: apiLogs.createdAt,
      engine: apiLogs.engine,
      model: apiLogs.model,
      kind: apiLogs.kind,
      purpose: apiLogs.purpose,
      storyId: apiLogs.storyId,
      userId: apiLogs.userId,
      latencyMs: apiLogs.latencyMs,
      outcome: apiLogs.outcome,
      size: apiLogs.size,
      estimatedCostUsd: apiLogs.estimatedCostUsd,
      fallback: apiLogs.fallback,
      error: apiLogs.error,
      cursor: cursorOf(apiLogs),
    })
    .from(apiLogs)
    .where(and(...conditions, ...afterCursor(apiLogs, cursor)))
    .orderBy(desc(apiLogs.createdAt), desc(apiLogs.id))
    .limit(limit + 1);
  return pageOf(rows, limit, ({ cursor: _cursor, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
  }));
}

/** One page of requests under the filters' conditions, after the cursor. */
export async function requestLogPage(
  db: Database,
  conditions: SQL[],
  cursor: string | undefined,
  limit: number,
): Promise<LogPage<RequestLogRow>> {
  const rows = await db
    .select({
      id: requestLogs.id,
      createdAt: requestLogs.createdAt,
      method: requestLogs.method,
      route: requestLogs.route,
      status: requestLogs.status,
      durationMs: requestLogs.durationMs,
      principalKind: requestLogs.principalKind,
      principalId: requestLogs.principalId,
      cursor: cursorOf(requestLogs),
    })
    .from(requestLogs)
    .where(and(...conditions, ...afterCursor(requestLogs, cursor)))
    .orderBy(desc(requestLogs.createdAt), desc(requestLogs.id))
    .limit(limit + 1);
  return pageOf(rows, limit, ({ cursor: _cursor, createdAt, principalKind, ...row }) => ({
    ...row,
    principalKind: principalKind as RequestLogRow['principalKind'],
    createdAt: createdAt.toISOString(),
  }));
}

function pageOf<Row extends { id: number; cursor: string }, Out>(
  rows: Row[],
  limit: number,
  map: (row: Row) => Out,
): LogPage<Out> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(map),
    nextCursor: rows.length > limit && last ? encodeCursor(last.cursor, last.id) : null,
  };
}

/** A CSV cell: quoted when it must be, and text that a spreadsheet would run as a formula made plain. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const EXPORT_PAGE = 1000;

/**
 * Every row a filter selects, as CSV, a keyset page at a time: memory stays at one page however
 * many rows there are, and the answer starts at once.
 */
export async function* csvRows<Row extends Record<string, unknown>>(
  columns: ReadonlyArray<keyof Row & string>,
  page: (cursor: string | undefined, limit: number) => Promise<LogPage<Row>>,
): AsyncGenerator<string> {
  yield `${columns.join(',')}\r\n`;
  let cursor: string | undefined;
  do {
    const { rows, nextCursor } = await page(cursor, EXPORT_PAGE);
    if (rows.length > 0)
      yield rows
        .map((row) => `${columns.map((column) => csvCell(row[column])).join(',')}\r\n`)
        .join('');
    cursor = nextCursor ?? undefined;
  } while (cursor);
}

export const engineLogColumns = [
  'createdAt',
  'engine',
  'model',
  'kind',
  'purpose',
  'storyId',
  'userId',
  'latencyMs',
  'outcome',
  'size',
  'estimatedCostUsd',
  'fallback',
  'error',
] as const;
export const requestLogColumns = [
  'createdAt',
  'method',
  'route',
  'status',
  'durationMs',
  'principalKind',
  'principalId',
] as const;
