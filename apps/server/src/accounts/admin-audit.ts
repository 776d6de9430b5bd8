import type { Database } from '../db/client.ts';
import { adminAuditLog } from '../db/schema.ts';
import type { Transaction } from './quota.ts';

export interface AdminAction {
  adminId: number;
  /** What was done, e.g. `plan.grant`, `subscription.refund`. */
  action: string;
  targetType: string;
  targetId: string | null;
  detail?: Record<string, unknown>;
  ip: string | null;
}

/** Writes one admin action to the audit log (inside the transaction that makes the change, when given one). */
export async function recordAdminAction(db: Database | Transaction, entry: AdminAction): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail ?? null,
    ip: entry.ip,
  });
}
