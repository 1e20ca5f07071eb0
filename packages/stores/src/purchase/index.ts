// The purchase journey without React: rules, state and the order's status vocabulary.
export * from './money.ts';
export * from './player-id.ts';
export * from './id-help.ts';
export * from './pay-methods.ts';
export * from './best-coupon.ts';
export * from './order-status.ts';
export * from './attempt.ts';
export * from './cart.ts';
export * from './cart-state.ts';
export * from './state.ts';
export * from './hand-off.ts';
export * from './start-order.ts';
export * from './choice.ts';
export * from './payment-return.ts';
export * from './messages.ts';
