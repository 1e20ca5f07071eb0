// The append-only audit trail: one row per staff action, written in the action's own
// transaction (no action without its row). Rows are only ever inserted and read; the database
// refuses an UPDATE or DELETE (trigger in drizzle/0007_staff_console.sql).
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminAuditRow, StaffRole } from '@gemlane/contract';
import type { Db, Tx } from '../../db/client.ts';
import { staffAudit } from '../../db/schema/index.ts';
import type { StaffUser } from './auth.ts';

export interface AuditEntry {
  action: string;
  targetType: 'order' | 'customer' | 'game' | 'package' | 'coupon' | 'staff';
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

export async function appendAudit(
  tx: Tx,
  staff: Pick<StaffUser, 'id' | 'email' | 'role'>,
  ip: string,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await tx.insert(staffAudit).values({
    staffId: staff.id,
    staffEmail: staff.email,
    role: staff.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip,
    createdAt: now,
  });
}

type AuditRow = typeof staffAudit.$inferSelect;

export const toAuditRow = (r: AuditRow): AdminAuditRow => ({
  id: r.id,
  staffEmail: r.staffEmail,
  role: r.role as StaffRole,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  before: r.before ?? null,
  after: r.after ?? null,
  reason: r.reason,
  ip: r.ip,
  createdAt: r.createdAt.toISOString(),
});

export async function auditOf(db: Db, targetType: string, targetId: string, limit = 100) {
  const rows = await db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.targetType, targetType), eq(staffAudit.targetId, targetId)))
    .orderBy(desc(staffAudit.id))
    .limit(limit);
  return rows.map(toAuditRow);
}

export async function listAudit(
  db: Db,
  filter: {
    staffEmail?: string | undefined;
    action?: string | undefined;
    targetType?: string | undefined;
    targetId?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const where: SQL[] = [];
  if (filter.staffEmail) where.push(eq(staffAudit.staffEmail, filter.staffEmail));
  if (filter.action) where.push(eq(staffAudit.action, filter.action));
  if (filter.targetType) where.push(eq(staffAudit.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(staffAudit.targetId, filter.targetId));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffAudit)
      .where(cond)
      .orderBy(desc(staffAudit.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(staffAudit).where(cond),
  ]);
  return {
    list: rows.map(toAuditRow),
    total: Number(total?.n ?? 0),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
