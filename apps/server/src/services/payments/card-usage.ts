// The card rules applied to the card a provider reports (its fingerprint and holder name),
// whichever provider it is: counted on our own records of card payments, not the provider's.
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { lockKeys } from '../../db/locks.ts';
import { insideTransaction } from '../../db/tx-scope.ts';
import { preparedSql, value } from '../../db/prepared.ts';
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

/**
 * What the card rules count, in one statement: on PostgreSQL each statement is a round trip while
 * the transaction (and, in admitCardPayment, the account's and the card's locks) is held.
 */
const cardCounts = preparedSql<{
  today: string | number;
  month: string | number;
  others: string | number;
  cards: { fingerprint: string; holderName: string }[] | string | null;
}>('card_rule_counts', () => {
  const mine = eq(cardPayments.userId, value('userId'));
  return sql`select
      (select count(*) from ${cardPayments} where ${and(mine, gte(cardPayments.createdAt, sql`${value('day')}::timestamptz`))}) as today,
      (select count(*) from ${cardPayments} where ${and(mine, gte(cardPayments.createdAt, sql`${value('month')}::timestamptz`))}) as month,
      (select count(*) from ${paymentCards} where ${and(eq(paymentCards.fingerprint, value('fingerprint')), ne(paymentCards.userId, value('userId')))}) as others,
      (select json_agg(json_build_object('fingerprint', ${paymentCards.fingerprint}, 'holderName', ${paymentCards.holderName})) from ${paymentCards} where ${eq(paymentCards.userId, value('userId'))}) as cards`;
});

/** Which rule this card payment would break now, if any (reads only). */
export async function checkCardUse(
  tx: Tx,
  config: Config,
  use: CardUse,
  now: Date,
): Promise<CardRuleViolation | null> {
  const [row] = await cardCounts(tx, {
    userId: use.userId,
    day: startOfUtcDay(now),
    month: startOfUtcMonth(now),
    fingerprint: use.card.fingerprint,
  });
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

/** The card on the account and the payment in the day's and month's counts, in one statement. */
const cardPaymentRecord = preparedSql('card_payment_record', () => {
  const userId = sql`${value('userId')}::int`;
  const fingerprint = sql`${value('fingerprint')}::text`;
  const now = sql`${value('now')}::timestamptz`;
  return sql`with card as (
      insert into ${paymentCards} (fingerprint, user_id, holder_name, created_at)
      values (${fingerprint}, ${userId}, ${value('holderName')}::text, ${now}) on conflict do nothing),
    counted as (
      insert into ${cardPayments} (payment_id, user_id, fingerprint, amount_usd, created_at)
      values (${value('paymentId')}::int, ${userId}, ${fingerprint}, ${value('amountUsd')}::int, ${now})
      on conflict do nothing)
    select 1 as done`;
});

/** Card uses checked in a transaction under their locks, with the verdict (the transaction ends,
 *  the entry goes). */
const checkedUnderLocks = new WeakMap<Tx, Map<string, CardRuleViolation | null>>();
const keyOfUse = (use: CardUse) =>
  `${use.userId}|${use.card.fingerprint}|${normaliseHolderName(use.card.holderName)}|${use.amountUsd}`;

const lockUse = (tx: Tx, use: CardUse) =>
  lockKeys(tx, `card-charge:account:${use.userId}`, `card-charge:card:${use.card.fingerprint}`);

/**
 * `checkCardUse` under the account's and the card's locks, held until the transaction ends: a
 * provider that charges in our transaction (the sandbox) checks before it charges, and
 * `admitCardPayment` of the same use in the same transaction then only records it.
 */
export async function checkCardUseLocked(
  tx: Tx,
  config: Config,
  use: CardUse,
  now: Date,
): Promise<CardRuleViolation | null> {
  if (!insideTransaction()) throw new Error('checkCardUseLocked needs a transaction');
  await lockUse(tx, use);
  const violation = await checkCardUse(tx, config, use, now);
  const checked = checkedUnderLocks.get(tx) ?? new Map<string, CardRuleViolation | null>();
  checked.set(keyOfUse(use), violation);
  checkedUnderLocks.set(tx, checked);
  return violation;
}

/**
 * Checks a paid card payment against the rules and, when it keeps them, records it (the card on
 * the account, the payment in the day's and month's counts). Concurrent payments of one account,
 * or of one card, wait for each other here until commit, so each counts what the previous wrote:
 * account before card, always, so no two wait for each other in a circle. The counts are a
 * statement of their own after the locks: a statement sees what was committed when it began.
 */
export async function admitCardPayment(
  tx: Tx,
  config: Config,
  paymentId: number,
  use: CardUse,
  now: Date,
): Promise<CardRuleViolation | null> {
  // Checked already in this transaction, under the locks it still holds: the counts stand.
  const checked = checkedUnderLocks.get(tx)?.get(keyOfUse(use));
  let violation: CardRuleViolation | null;
  if (checked !== undefined) violation = checked;
  else {
    await lockUse(tx, use);
    violation = await checkCardUse(tx, config, use, now);
  }
  if (violation) return violation;
  await cardPaymentRecord(tx, {
    paymentId,
    userId: use.userId,
    fingerprint: use.card.fingerprint,
    holderName: normaliseHolderName(use.card.holderName),
    amountUsd: use.amountUsd,
    now,
  });
  return null;
}
