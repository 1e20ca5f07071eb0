// The card rules applied to the card a provider reports (its fingerprint and holder name),
// whichever provider it is: counted on our own records of card payments, not the provider's.
import { and, count, eq, gte, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { lockKeys } from '../../db/locks.ts';
import { cardPayments, paymentCards } from '../../db/schema/index.ts';
import {
  CARD_LIMITS,
  checkCardCharge,
  normaliseHolderName,
  type CardLimits,
  type CardRuleViolation,
} from './card-rules.ts';
import type { ReportedCard } from './provider.ts';

export const cardLimitsOf = (config: Pick<Config, 'cardMinUsdCents' | 'cardMaxUsdCents'>) =>
  ({
    ...CARD_LIMITS,
    minUsdMinor: config.cardMinUsdCents,
    maxUsdMinor: config.cardMaxUsdCents,
  }) satisfies CardLimits;

const startOfUtcDay = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const startOfUtcMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));

export interface CardUse {
  userId: number;
  amountUsd: number;
  card: ReportedCard;
}

/** Which rule this card payment would break now, if any (reads only). */
export async function checkCardUse(
  tx: Tx,
  config: Config,
  use: CardUse,
  now: Date,
): Promise<CardRuleViolation | null> {
  const mine = eq(cardPayments.userId, use.userId);
  // One after another: a transaction is one connection (pg warns on overlapping queries).
  const [today] = await tx
    .select({ n: count() })
    .from(cardPayments)
    .where(and(mine, gte(cardPayments.createdAt, startOfUtcDay(now))));
  const [month] = await tx
    .select({ n: count() })
    .from(cardPayments)
    .where(and(mine, gte(cardPayments.createdAt, startOfUtcMonth(now))));
  const accountCards = await tx
    .select({ fingerprint: paymentCards.fingerprint, holderName: paymentCards.holderName })
    .from(paymentCards)
    .where(eq(paymentCards.userId, use.userId));
  const [others] = await tx
    .select({ n: count() })
    .from(paymentCards)
    .where(
      and(eq(paymentCards.fingerprint, use.card.fingerprint), ne(paymentCards.userId, use.userId)),
    );
  return checkCardCharge(
    {
      amountUsdMinor: use.amountUsd,
      chargesToday: today?.n ?? 0,
      chargesThisMonth: month?.n ?? 0,
      accountCards,
      otherAccountsWithCard: others?.n ?? 0,
      card: use.card,
    },
    cardLimitsOf(config),
  );
}

/**
 * Checks a paid card payment against the rules and, when it keeps them, records it (the card on
 * the account, the payment in the day's and month's counts). Concurrent payments of one account,
 * or of one card, wait for each other here until commit, so each counts what the previous wrote:
 * account before card, always, so no two wait for each other in a circle.
 */
export async function admitCardPayment(
  tx: Tx,
  config: Config,
  paymentId: number,
  use: CardUse,
  now: Date,
): Promise<CardRuleViolation | null> {
  await lockKeys(
    tx,
    `card-charge:account:${use.userId}`,
    `card-charge:card:${use.card.fingerprint}`,
  );
  const violation = await checkCardUse(tx, config, use, now);
  if (violation) return violation;
  await tx
    .insert(paymentCards)
    .values({
      fingerprint: use.card.fingerprint,
      userId: use.userId,
      holderName: normaliseHolderName(use.card.holderName),
      createdAt: now,
    })
    .onConflictDoNothing();
  await tx
    .insert(cardPayments)
    .values({
      paymentId,
      userId: use.userId,
      fingerprint: use.card.fingerprint,
      amountUsd: use.amountUsd,
      createdAt: now,
    })
    .onConflictDoNothing();
  return null;
}
