// The card rules applied to the card a provider reports (its fingerprint and holder name),
// whichever provider it is: counted on our own records of card payments, not the provider's.
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { rowsOf, type Tx } from '../../db/client.ts';
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
  // One statement, not four: on PostgreSQL each is a round trip while the transaction (and, in
  // admitCardPayment, the account's and the card's locks) is held.
  const [row] = await rowsOf<{
    today: string | number;
    month: string | number;
    others: string | number;
    cards: { fingerprint: string; holderName: string }[] | string | null;
  }>(
    tx,
    sql`select
      (select count(*) from ${cardPayments} where ${and(mine, gte(cardPayments.createdAt, startOfUtcDay(now)))}) as today,
      (select count(*) from ${cardPayments} where ${and(mine, gte(cardPayments.createdAt, startOfUtcMonth(now)))}) as month,
      (select count(*) from ${paymentCards} where ${and(eq(paymentCards.fingerprint, use.card.fingerprint), ne(paymentCards.userId, use.userId))}) as others,
      (select json_agg(json_build_object('fingerprint', ${paymentCards.fingerprint}, 'holderName', ${paymentCards.holderName})) from ${paymentCards} where ${eq(paymentCards.userId, use.userId)}) as cards`,
  );
  const cards = typeof row?.cards === 'string' ? JSON.parse(row.cards) : row?.cards;
  const accountCards = (cards ?? []) as { fingerprint: string; holderName: string }[];
  return checkCardCharge(
    {
      amountUsdMinor: use.amountUsd,
      chargesToday: Number(row?.today ?? 0),
      chargesThisMonth: Number(row?.month ?? 0),
      accountCards,
      otherAccountsWithCard: Number(row?.others ?? 0),
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
