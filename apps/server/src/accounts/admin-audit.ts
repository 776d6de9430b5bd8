import type { FastifyRequest } from 'fastify';
import { adminAuditLog } from '../db/schema.ts';
import type { Reader } from './quota.ts';

export interface AdminAction {
  adminId: number;
  /** What was done, as `<object>.<verb>` (`story.feature`, `catalogue.character-retire`…). */
  action: string;
  targetType: string;
  targetId: string | null;
  detail?: Record<string, unknown>;
  ip: string | null;
}

/**
 * Writes one admin action to the audit log. Pass the transaction the action itself runs in, so the
 * action and its record are saved together or not at all. Rows are only ever inserted.
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
export const auditActor = (request: FastifyRequest): Pick<AdminAction, 'adminId' | 'ip'> => ({ adminId: request.admin!.id, ip: request.ip || null });
