// What a staff member does: each action is one transaction that makes the change and writes its
// audit row (no change without its row; no row for a change that did not happen). The routes call
// these and turn an outcome into its answer; the provider, the mailer and the job runners are woken
// by the route after the commit.
import type { adminCouponCreate, StaffRole } from '@gemlane/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../mail.ts';
import { addStaffAccount, setStaffActive, staffAccountById } from './accounts.ts';
import { appendAudit, type AuditEntry } from './audit.ts';
import { revokeStaffSession, type StaffUser } from './auth.ts';
import {
  gameById,
  packageById,
  setGameActive,
  setPackageActive,
  setPackagePrice,
} from './catalog.ts';
import { couponById, createStaffCoupon, setCouponActive } from './coupons.ts';
import { blockCustomer, findCustomer, toCustomer, unblockCustomer } from './customers.ts';
import { addOrderNote, refundByStaff, resendOrderMail, retryDelivery } from './orders.ts';

/** Who acts, from which address, and when: what every audit row records. */
export interface StaffActor {
  staff: StaffUser;
  ip: string;
  now: Date;
}

/** Runs `act` in one transaction, with the audit entry it answers (null: nothing changed). */
async function audited<T>(
  db: Db,
  actor: StaffActor,
  act: (tx: Tx) => Promise<readonly [T, AuditEntry | null]>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [result, entry] = await act(tx);
    if (entry) await appendAudit(tx, actor.staff, actor.ip, entry, actor.now);
    return result;
  });
}

export const signOutStaff = (db: Db, actor: StaffActor) =>
  audited(db, actor, async (tx) => {
    await revokeStaffSession(tx, actor.staff.sessionId, actor.now);
    return [
      null,
      { action: 'staff.signOut', targetType: 'staff', targetId: actor.staff.email },
    ] as const;
  });

export const noteOrder = (db: Db, actor: StaffActor, input: { orderId: string; body: string }) =>
  audited(db, actor, async (tx) => {
    await addOrderNote(tx, input.orderId, actor.staff, input.body, actor.now);
    return [
      null,
      {
        action: 'order.note',
        targetType: 'order',
        targetId: input.orderId,
        after: { note: input.body },
      },
    ] as const;
  });

export const retryOrderDelivery = (
  db: Db,
  actor: StaffActor,
  input: { orderId: string; reason: string },
) =>
  audited(db, actor, async (tx) => {
    const result = await retryDelivery(tx, input.orderId, actor.now);
    return [
      result,
      result.kind === 'queued'
        ? {
            action: 'order.retryDelivery',
            targetType: 'order',
            targetId: input.orderId,
            before: result.before,
            after: { runAt: actor.now.toISOString() },
            reason: input.reason,
          }
        : null,
    ] as const;
  });

export const resendOrderMailFor = (
  db: Db,
  actor: StaffActor,
  mailer: Pick<Mailer, 'enqueue'>,
  input: { orderId: string; reason: string },
) =>
  audited(db, actor, async (tx) => {
    const mail = await resendOrderMail(tx, mailer, input.orderId);
    return [
      mail,
      mail
        ? {
            action: 'order.resendMail',
            targetType: 'order',
            targetId: input.orderId,
            after: { kind: mail.kind, subject: mail.subject },
            reason: input.reason,
          }
        : null,
    ] as const;
  });

export const refundOrder = (
  db: Db,
  actor: StaffActor,
  input: { orderId: string; reason: string },
) =>
  audited(db, actor, async (tx) => {
    const result = await refundByStaff(tx, input.orderId, actor.now);
    return [
      result,
      result.kind === 'refunding'
        ? {
            action: 'order.refund',
            targetType: 'order',
            targetId: input.orderId,
            before: result.before,
            after: result.after,
            reason: input.reason,
          }
        : null,
    ] as const;
  });

export const setCustomerBlocked = (
  db: Db,
  actor: StaffActor,
  input: { uid: string; reason: string },
  block: boolean,
) =>
  audited(db, actor, async (tx) => {
    const row = await findCustomer(tx, input.uid);
    if (!row) throw notFound('No customer with this UID.');
    const before = await toCustomer(tx, row);
    const changed = block
      ? await blockCustomer(tx, row.id, input.reason, actor.staff.id, actor.now)
      : await unblockCustomer(tx, row.id);
    const after = await toCustomer(tx, row);
    return [
      after,
      changed
        ? {
            action: block ? 'customer.block' : 'customer.unblock',
            targetType: 'customer',
            targetId: row.uid,
            before: { blocked: before.blocked !== null },
            after: { blocked: after.blocked !== null },
            reason: input.reason,
          }
        : null,
    ] as const;
  });

export const switchGame = (
  db: Db,
  actor: StaffActor,
  input: { gameId: number; active: boolean; reason: string },
) =>
  audited(db, actor, async (tx) => {
    const before = await gameById(tx, input.gameId);
    if (!before) throw notFound('No game with this id.');
    const after = (await setGameActive(tx, input.gameId, input.active))!;
    return [
      after,
      before.active !== input.active
        ? {
            action: input.active ? 'game.on' : 'game.off',
            targetType: 'game',
            targetId: String(input.gameId),
            before: { active: before.active },
            after: { active: input.active },
            reason: input.reason,
          }
        : null,
    ] as const;
  });

export const switchPackage = (
  db: Db,
  actor: StaffActor,
  input: { packageId: number; active: boolean; reason: string },
) =>
  audited(db, actor, async (tx) => {
    const before = await packageById(tx, input.packageId);
    if (!before) throw notFound('No package with this id.');
    const after = (await setPackageActive(tx, input.packageId, input.active))!;
    return [
      after,
      before.active !== input.active
        ? {
            action: input.active ? 'package.on' : 'package.off',
            targetType: 'package',
            targetId: String(input.packageId),
            before: { active: before.active },
            after: { active: input.active },
            reason: input.reason,
          }
        : null,
    ] as const;
  });

export const repricePackage = (
  db: Db,
  actor: StaffActor,
  input: { packageId: number; priceUsdCents: number; reason: string },
) =>
  audited(db, actor, async (tx) => {
    const before = await packageById(tx, input.packageId);
    if (!before) throw notFound('No package with this id.');
    const after = (await setPackagePrice(tx, input.packageId, input.priceUsdCents))!;
    return [
      after,
      before.priceUsdCents !== input.priceUsdCents
        ? {
            action: 'package.price',
            targetType: 'package',
            targetId: String(input.packageId),
            before: { priceUsdCents: before.priceUsdCents },
            after: { priceUsdCents: input.priceUsdCents },
            reason: input.reason,
          }
        : null,
    ] as const;
  });

export const createCoupon = (
  db: Db,
  actor: StaffActor,
  input: z.output<typeof adminCouponCreate>,
) =>
  audited(db, actor, async (tx) => {
    const created = await createStaffCoupon(tx, input, actor.now);
    if (!created) throw conflict('A coupon with this code exists already.');
    const { claimed: _c, used: _u, orders: _o, ...terms } = created;
    return [
      created,
      { action: 'coupon.create', targetType: 'coupon', targetId: created.code, after: terms },
    ] as const;
  });

export const switchCoupon = (
  db: Db,
  actor: StaffActor,
  input: { templateId: number; active: boolean; reason: string },
) =>
  audited(db, actor, async (tx) => {
    const before = await couponById(tx, input.templateId);
    if (!before) throw notFound('No coupon with this id.');
    const changed = before.active !== input.active;
    if (changed) await setCouponActive(tx, input.templateId, input.active);
    return [
      { ...before, active: input.active },
      changed
        ? {
            action: input.active ? 'coupon.enable' : 'coupon.disable',
            targetType: 'coupon',
            targetId: before.code,
            before: { active: before.active },
            after: { active: input.active },
            reason: input.reason,
          }
        : null,
    ] as const;
  });

export const createStaff = (
  db: Db,
  actor: StaffActor,
  input: { email: string; name: string; role: StaffRole; password: string },
) =>
  audited(db, actor, async (tx) => {
    const created = await addStaffAccount(tx, input);
    if (!created) throw conflict('A staff account with this e-mail exists already.');
    // The secret is answered this once and never written to the audit trail.
    return [
      created,
      {
        action: 'staff.create',
        targetType: 'staff',
        targetId: created.account.email,
        after: { name: created.account.name, role: created.account.role, active: true },
      },
    ] as const;
  });

export const switchStaff = (
  db: Db,
  actor: StaffActor,
  input: { staffId: number; active: boolean; reason: string },
) =>
  audited(db, actor, async (tx) => {
    const before = await staffAccountById(tx, input.staffId);
    if (!before) throw notFound('No staff account with this id.');
    if (!input.active && before.staffId === actor.staff.id)
      throw conflict('You cannot disable your own account.');
    const changed = before.active !== input.active;
    if (changed) await setStaffActive(tx, input.staffId, input.active, actor.now);
    return [
      { ...before, active: input.active },
      changed
        ? {
            action: input.active ? 'staff.enable' : 'staff.disable',
            targetType: 'staff',
            targetId: before.email,
            before: { active: before.active },
            after: { active: input.active },
            reason: input.reason,
          }
        : null,
    ] as const;
  });
