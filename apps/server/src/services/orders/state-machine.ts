// Moving an order: the allowed moves are the contract's table (packages/contract/src/rules/
// order-status.ts); a move it does not allow is refused here.
import { nextStatus, type OrderEvent, type OrderStatus } from '@gemlane/contract';

export class TransitionError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly event: OrderEvent,
  ) {
    super(`An order in state ${from} cannot take ${event}`);
  }
}

export function transition(from: OrderStatus, event: OrderEvent): OrderStatus {
  const to = nextStatus(from, event);
  if (!to) throw new TransitionError(from, event);
  return to;
}
