import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { adminAuditLog, admins, users } from '../db/schema.ts';
import type { Reader } from './quota.ts';

export interface AdminAction {
  adminId: number;
  /** What was done, as `<object>.<verb>` (`user.disable`, `story.feature`…); the portal names each in both languages. */
  action: string;
  targetType: string;
  targetId: string | null;
  detail?: Record<string, unknown>;
  /** The address the request came from (the proxy's client address when behind a trusted one). */
  ip: string | null;
}

/**
 * Writes one line of the audit log. Pass the transaction of the change itself where there is one,
 * so the line exists exactly when the change does. Lines are never changed or deleted: no route
 * does it, and the database refuses it (db/append-only.ts).
 */
export async function recordAdminAction(db: Reader, entry: AdminAction): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail ?? {},
    ip: entry.ip,
  });
}

/** The acting admin and address of a request behind `app.requireAdmin`, for `recordAdminAction`. */
export const auditActor = (request: FastifyRequest): Pick<AdminAction, 'adminId' | 'ip'> => ({
  adminId: request.admin!.id,
  ip: request.ip || null,
});

export interface AuditFilter {
  adminId?: number;
  action?: string;
  /** From this instant, included. */
  from?: Date;
  /** Up to this instant, excluded. */
  to?: Date;
}

/** A page of the log, newest first, with the number of lines the filter matches. */
export async function listAdminActions(
  db: Database,
  filter: AuditFilter,
  page: number,
  pageSize: number,
) {
  const conditions: SQL[] = [];
  if (filter.adminId !== undefined) conditions.push(eq(adminAuditLog.adminId, filter.adminId));
  if (filter.action) conditions.push(eq(adminAuditLog.action, filter.action));
  if (filter.from) conditions.push(gte(adminAuditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(adminAuditLog.createdAt, filter.to));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], adminRows, actionRows] = await Promise.all([
    db
      .select({
        id: adminAuditLog.id,
        adminId: adminAuditLog.adminId,
        adminUsername: admins.username,
        action: adminAuditLog.action,
        targetType: adminAuditLog.targetType,
        targetId: adminAuditLog.targetId,
        targetLabel: users.email,
        detail: adminAuditLog.detail,
        ip: adminAuditLog.ip,
        createdAt: adminAuditLog.createdAt,
      })
      .from(adminAuditLog)
      .innerJoin(admins, eq(admins.id, adminAuditLog.adminId))
      .leftJoin(
        users,
        and(
          eq(adminAuditLog.targetType, 'user'),
          eq(adminAuditLog.targetId, sql`${users.id}::text`),
        ),
      )
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(adminAuditLog).where(where),
    db.select({ id: admins.id, username: admins.username }).from(admins).orderBy(admins.username),
    db
      .selectDistinct({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .orderBy(adminAuditLog.action),
  ]);
  return {
    rows,
    total: total?.n ?? 0,
    admins: adminRows,
    actions: actionRows.map((row) => row.action),
  };
}
