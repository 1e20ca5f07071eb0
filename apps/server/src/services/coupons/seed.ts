// Commerce seed: coupon templates, payment channels and the sandbox publisher's player IDs.
// Core's seed (src/db/seed/index.ts) calls `seedCommerce(tx)` after the catalogue and activities
// are in; it is idempotent.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { activities, couponTemplates, paymentChannels } from '../../db/schema/index.ts';
import { seedSandboxPlayers } from '../fulfilment/sandbox-players.ts';

type TemplateSeed = typeof couponTemplates.$inferInsert;

/** Home-list coupons; amounts in US cents. */
export const COUPON_TEMPLATE_SEED: TemplateSeed[] = [
  {
    code: 'SAVE2',
    name: '$2 off orders from $20',
    kind: 'amount',
    offAmountUsd: 200,
    minimumOrderUsd: 2000,
    validDays: 30,
    totalQuantity: 10_000,
  },
  {
    code: 'TENOFF',
    name: '10% off, up to $5',
    kind: 'percent',
    offPercent: 10,
    minimumOrderUsd: 1000,
    capUsd: 500,
    validDays: 14,
  },
  {
    code: 'BIG5',
    name: '$5 off orders from $50',
    kind: 'amount',
    offAmountUsd: 500,
    minimumOrderUsd: 5000,
    validDays: 7,
    totalQuantity: 500,
  },
  {
    code: 'WEEKEND1',
    name: '$1 off, no minimum',
    kind: 'amount',
    offAmountUsd: 100,
    minimumOrderUsd: 0,
    validDays: 3,
  },
];

export const PAYMENT_CHANNEL_SEED = [
  { method: 'card' as const, name: 'Credit / debit card', enabled: true, sortOrder: 1 },
  { method: 'wallet' as const, name: 'Gemlane Wallet', enabled: true, sortOrder: 2 },
];

/** The new-user coupon follows the registration activity (one source for its amount). */
async function welcomeTemplate(tx: Tx): Promise<TemplateSeed> {
  const [register] = await tx
    .select()
    .from(activities)
    .where(and(eq(activities.kind, 'register'), eq(activities.active, true)))
    .limit(1);
  return {
    code: 'WELCOME',
    name: 'New-user discount',
    kind: 'amount',
    offAmountUsd: register?.discountUsdCents ?? 300,
    minimumOrderUsd: register?.minOrderUsdCents ?? 1000,
    validDays: 30,
    onHome: false,
    forNewUsers: true,
  };
}

export async function seedCommerce(tx: Tx): Promise<void> {
  await tx
    .insert(couponTemplates)
    .values([...COUPON_TEMPLATE_SEED, await welcomeTemplate(tx)])
    .onConflictDoNothing({ target: couponTemplates.code });
  await tx.insert(paymentChannels).values(PAYMENT_CHANNEL_SEED).onConflictDoNothing();
  await seedSandboxPlayers(tx);
}
