// The fulfilment job of one paid order: checking -> processing (publisher knows the player) ->
// complete (delivered), or fail + automatic refund (rejected ID, or not delivered by the deadline).
// Safe to run again after a crash at any point: every step moves the order only from the state it
// expects (a conditional update, or a read under the order's lock), the publisher delivers once per
// order, and a payment is refunded once.
import type { OrderStatus } from '@gemlane/contract';
import type { Db } from '../../db/client.ts';
import { paidToDelivered } from '../../lib/metrics.ts';
import type { Logger } from '../../lib/log.ts';
import { RetryLater } from '../queue/queue.ts';
import { failAndRefund } from '../payments/payments.ts';
import type { Mailer } from '../mail.ts';
import { receiptOf } from '../orders/notices.ts';
import { lockOrder, moveIfStill, moveIfStillWithMail, type OrderRow } from '../orders/store.ts';
import { DEADLINE_PASSED, ROLE_NOT_FOUND, timelineNote } from '../orders/timeline-notes.ts';
import type { PlayerRef, Publisher } from './publisher.ts';
import { orderToDeliver, type ToDeliver } from './to-deliver.ts';

export { DEADLINE_PASSED, ROLE_NOT_FOUND };

export interface FulfilDeps {
  db: Db;
  publisher: Publisher;
  now: () => Date;
  log: Logger;
  /** The receipt goes to the outbox with the order's last move, in the same statement. */
  mailer: Pick<Mailer, 'written' | 'flushIfQueued'>;
}

/** Runs `step` on the locked order if it is still in `expected`; otherwise does nothing. */
async function whileIn(
  deps: FulfilDeps,
  orderId: string,
  expected: OrderStatus,
  step: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], order: OrderRow) => Promise<unknown>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status === expected) await step(tx, order);
  });
  deps.mailer.flushIfQueued();
}

/** Fails the locked order and records its refund; the refund job asks the provider after the
 *  commit, and the shopper is told (message and mail) once the provider confirms the refund. */
async function refundAndTell(
  deps: FulfilDeps,
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  order: OrderRow,
  reason: string,
): Promise<void> {
  await failAndRefund(tx, order, reason, deps.now());
}

/**
 * Delivers the paid order `orderId`. `known`: the order as its delivery begins, handed over by the
 * payment that queued the job in hand (from its own statement); read here otherwise.
 */
export async function fulfilOrder(
  deps: FulfilDeps,
  orderId: string,
  known?: ToDeliver,
): Promise<void> {
  const { db, publisher, now } = deps;
  const [order] = known?.id === orderId ? [known] : await orderToDeliver(db).execute({ orderId });
  if (!order || (order.status !== 'checking' && order.status !== 'processing')) return;
  const status = order.status as 'checking' | 'processing';

  const pastDeadline = order.fulfilmentDeadline !== null && now() >= order.fulfilmentDeadline;
  // Nothing was handed to the publisher yet: past the deadline the order is simply refunded.
  if (pastDeadline && status === 'checking') {
    await whileIn(deps, orderId, 'checking', (tx, o) =>
      refundAndTell(deps, tx, o, DEADLINE_PASSED),
    );
    return;
  }

  const items = order.lines;
  const refs = new Map<string, PlayerRef>();
  for (const i of items) {
    const ref = {
      gameId: i.gameId,
      gameZonePath: i.gameZonePath,
      playerId: i.playerId,
      serverId: i.serverId ?? '',
    };
    refs.set(`${ref.gameId}|${ref.playerId}|${ref.serverId}`, ref);
  }
  const retryLater = (error: unknown) =>
    new RetryLater(
      error instanceof Error ? error.message : String(error),
      order.fulfilmentDeadline ?? undefined,
    );

  if (status === 'checking') {
    let unknown = false;
    try {
      for (const ref of refs.values())
        if ((await publisher.lookupRole(ref)) === null) unknown = true;
    } catch (error) {
      throw retryLater(error);
    }
    if (unknown) {
      await whileIn(deps, orderId, 'checking', (tx, o) =>
        refundAndTell(deps, tx, o, ROLE_NOT_FOUND),
      );
      return;
    }
    // One statement, no transaction: the order moves only if it is still in `checking`; if it
    // moved on meanwhile, whoever moved it carries on.
    const started = await moveIfStill(
      db,
      order,
      'fulfilment.started',
      now(),
      timelineNote('deliveryStarted'),
    );
    if (!started) return;
  }

  // In processing the publisher may already have delivered (a worker died before recording it):
  // asking again is safe (one delivery per order) and tells, even past the deadline, whether the
  // order arrived; only a publisher that still cannot answer by then means a refund.
  let result;
  try {
    result = await publisher.deliver(orderId, [...refs.values()]);
  } catch (error) {
    if (!pastDeadline) throw retryLater(error);
    await whileIn(deps, orderId, 'processing', (tx, o) =>
      refundAndTell(deps, tx, o, DEADLINE_PASSED),
    );
    return;
  }
  if (result.ok) {
    // One statement: `complete`, its timeline entry and the receipt, all or nothing, and nothing
    // if the order left `processing` meanwhile.
    const at = now();
    const receipt = receiptOf({ ...order, updatedAt: at }, items, order.receipt ?? undefined);
    const complete = await moveIfStillWithMail(
      db,
      { id: orderId, status: 'processing' },
      'fulfilment.delivered',
      at,
      timelineNote('delivered'),
      receipt && deps.mailer.written(receipt),
    );
    deps.mailer.flushIfQueued();
    const paidAt = order.receipt?.paidAt;
    if (complete && paidAt) paidToDelivered.observe((at.getTime() - paidAt.getTime()) / 1000);
  } else {
    const reason = result.reason;
    await whileIn(deps, orderId, 'processing', (tx, o) => refundAndTell(deps, tx, o, reason));
  }
}
