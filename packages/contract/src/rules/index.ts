// The pure rules both sides of the wire apply, as plain values and functions (no zod), so the
// server, the stores and the apps' forms import the same code without pulling in the schemas.
export * from './account.ts';
export * from './cards.ts';
export * from './money.ts';
export * from './price-points.ts';
export * from './fees.ts';
export * from './coupons.ts';
export * from './method-limits.ts';
export * from './player-id.ts';
export * from './order-status.ts';
