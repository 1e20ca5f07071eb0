// The built-in sandbox payment provider: a hosted checkout page served by this server, test cards,
// card and wallet channels, the card rules of section 9, and signed webhooks sent through the job
// queue (so they are retried and survive a restart, like a real provider's).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gte, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { lockKeys } from '../../db/locks.ts';
import { sandboxCards, sandboxCharges } from '../../db/schema/index.ts';
import { enqueue } from '../queue/queue.ts';
import {
  CARD_LIMITS,
  type CardLimits,
  type CardRuleViolation,
  checkCardCharge,
  normaliseHolderName,
} from './card-rules.ts';
import type { PaymentEvent, PaymentProvider, PaymentRow } from './provider.ts';
import { WebhookRejected } from './provider.ts';
import { DECLINE_REASONS, digitsOnly, outcomeOf, isValidCardNumber } from './test-cards.ts';
import { SIGNATURE_HEADER, signWebhook, verifyWebhook } from './webhook-signature.ts';

export const SANDBOX = 'sandbox';
export const SANDBOX_CHECKOUT_PATH = '/api/pay/sandbox/checkout';
export const SANDBOX_WEBHOOK_PATH = '/api/pay/webhook/sandbox';
export const WEBHOOK_JOB = 'sandbox.webhook';

const keyed = (config: Config, purpose: string, value: string) =>
  createHmac('sha256', config.webhookSecret).update(`${purpose}:${value}`).digest('base64url');

/** The checkout link carries a keyed signature, so only the order's owner (who got it) can pay. */
export const checkoutSignature = (config: Config, outTradeNo: string) =>
  keyed(config, 'checkout', outTradeNo).slice(0, 32);

export function checkoutSignatureValid(
  config: Config,
  outTradeNo: string,
  sig: string | undefined,
): boolean {
  const expected = Buffer.from(checkoutSignature(config, outTradeNo));
  const given = Buffer.from(sig ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const cardLimitsOf = (config: Config): CardLimits => ({
  ...CARD_LIMITS,
  minUsdMinor: config.cardMinUsdCents,
  maxUsdMinor: config.cardMaxUsdCents,
});

const eventSchema = z.object({
  id: z.string().min(1).max(80),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  created: z.number().int(),
  data: z.object({
    outTradeNo: z.string().min(1).max(40),
    amount: z.number().int(),
    currency: z.string().length(3),
    reason: z.string().max(200).optional(),
  }),
});

export function sandboxProvider(config: Config): PaymentProvider {
  return {
    name: SANDBOX,
    checkoutUrl: (payment, lang) =>
      `${config.apiOrigin}${SANDBOX_CHECKOUT_PATH}/${payment.outTradeNo}?sig=${checkoutSignature(config, payment.outTradeNo)}&lang=${encodeURIComponent(lang)}`,
    parseWebhook(rawBody, headers, nowSeconds): PaymentEvent {
      const check = verifyWebhook(
        config.webhookSecret,
        rawBody,
        headers.get(SIGNATURE_HEADER) ?? undefined,
        nowSeconds,
      );
      if (!check.ok) throw new WebhookRejected(check.reason);
      let parsed;
      try {
        parsed = eventSchema.safeParse(JSON.parse(rawBody));
      } catch {
        throw new WebhookRejected('invalid');
      }
      if (!parsed.success) throw new WebhookRejected('invalid');
      const { id, type, data } = parsed.data;
      return { id, type, ...data };
    },
    async refund() {
      // The sandbox holds no real money: the refunds row written by the caller is the refund.
    },
  };
}

// ---------------------------------------------------------------- the checkout form

export const cardForm = z.object({
  cardNumber: z.string().max(40),
  expiry: z.string().max(7),
  cvc: z.string().max(4),
  holderName: z.string().max(80),
});
export type CardForm = z.infer<typeof cardForm>;

/** Form problems the shopper can fix on the page. */
export type FormProblem = 'card_number' | 'expiry' | 'cvc' | 'holder_name';

/** server.json keys of the form problems (shown on the checkout page in the shopper's language). */
export const FORM_PROBLEM_KEYS: Record<FormProblem, string> = {
  card_number: 'commerce.cardNumberInvalid',
  expiry: 'commerce.cardExpiryInvalid',
  cvc: 'commerce.cardCvcInvalid',
  holder_name: 'commerce.cardholderRequired',
};

export function checkCardForm(form: CardForm, now: Date): FormProblem | null {
  if (!isValidCardNumber(form.cardNumber)) return 'card_number';
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  const month = Number(m?.[1]);
  const year = 2000 + Number(m?.[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!m || month < 1 || month > 12 || year * 12 + month - 1 < thisMonth) return 'expiry';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return 'cvc';
  if (normaliseHolderName(form.holderName).length < 2) return 'holder_name';
  return null;
}

export type ChargeOutcome =
  | { kind: 'rule'; violation: CardRuleViolation }
  | { kind: 'charged'; event: Pick<PaymentEvent, 'type' | 'reason'> };

const startOfUtcDay = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const startOfUtcMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));

/**
 * The sandbox bank: applies the card rules, then the test card's outcome. A rule violation
 * changes nothing (the shopper may fix it); a charge attempt is recorded either way.
 */
export async function chargeSandbox(
  tx: Tx,
  config: Config,
  payment: PaymentRow & { amountUsd: number },
  card: CardForm | null,
  now: Date,
): Promise<ChargeOutcome> {
  if (!card) {
    await tx.insert(sandboxCharges).values({
      outTradeNo: payment.outTradeNo,
      userId: payment.userId,
      method: 'wallet',
      amountUsd: payment.amountUsd,
      outcome: 'success',
      createdAt: now,
    });
    return { kind: 'charged', event: { type: 'payment.succeeded' } };
  }
  const digits = digitsOnly(card.cardNumber);
  const fingerprint = keyed(config, 'card', digits);
  // The limits are counts of rows this charge may add (today's and this month's charges, the
  // account's cards, the card's accounts): concurrent charges of one account, or of one card, wait
  // for each other here until commit, so each one counts what the previous one wrote. Account
  // before card, always (no two charges wait for each other in a circle).
  await lockKeys(tx, `card-charge:account:${payment.userId}`, `card-charge:card:${fingerprint}`);
  const successful = and(
    eq(sandboxCharges.userId, payment.userId),
    eq(sandboxCharges.method, 'card'),
    eq(sandboxCharges.outcome, 'success'),
  );
  // One after another: a transaction is one connection (pg warns on overlapping queries).
  const [today] = await tx
    .select({ n: count() })
    .from(sandboxCharges)
    .where(and(successful, gte(sandboxCharges.createdAt, startOfUtcDay(now))));
  const [month] = await tx
    .select({ n: count() })
    .from(sandboxCharges)
    .where(and(successful, gte(sandboxCharges.createdAt, startOfUtcMonth(now))));
  const accountCards = await tx
    .select()
    .from(sandboxCards)
    .where(eq(sandboxCards.userId, payment.userId));
  const [others] = await tx
    .select({ n: count() })
    .from(sandboxCards)
    .where(and(eq(sandboxCards.fingerprint, fingerprint), ne(sandboxCards.userId, payment.userId)));
  const violation = checkCardCharge(
    {
      amountUsdMinor: payment.amountUsd,
      chargesToday: today?.n ?? 0,
      chargesThisMonth: month?.n ?? 0,
      accountCards,
      otherAccountsWithCard: others?.n ?? 0,
      card: { fingerprint, holderName: card.holderName },
    },
    cardLimitsOf(config),
  );
  if (violation) return { kind: 'rule', violation };

  const outcome = outcomeOf(digits);
  await tx.insert(sandboxCharges).values({
    outTradeNo: payment.outTradeNo,
    userId: payment.userId,
    method: 'card',
    fingerprint,
    amountUsd: payment.amountUsd,
    outcome,
    createdAt: now,
  });
  if (outcome !== 'success')
    return { kind: 'charged', event: { type: 'payment.failed', reason: DECLINE_REASONS[outcome] } };
  await tx
    .insert(sandboxCards)
    .values({
      fingerprint,
      userId: payment.userId,
      last4: digits.slice(-4),
      holderName: normaliseHolderName(card.holderName),
      createdAt: now,
    })
    .onConflictDoNothing();
  return { kind: 'charged', event: { type: 'payment.succeeded' } };
}

/** Queues the signed webhook of a charge; the job signs at send time (fresh timestamp). */
export async function queueWebhook(
  tx: Tx,
  payment: PaymentRow,
  event: Pick<PaymentEvent, 'type' | 'reason'>,
  now: Date,
): Promise<string> {
  const id = `evt_${randomBytes(12).toString('hex')}`;
  const body = {
    id,
    type: event.type,
    created: Math.floor(now.getTime() / 1000),
    data: {
      outTradeNo: payment.outTradeNo,
      amount: payment.amount,
      currency: payment.currency,
      ...(event.reason ? { reason: event.reason } : {}),
    },
  };
  await enqueue(tx, WEBHOOK_JOB, { body }, now, { dedupeKey: `webhook:${id}`, maxAttempts: 12 });
  return id;
}

/** Posts one queued webhook; anything but a 200 answer is retried by the job runner. */
export async function sendWebhook(
  config: Config,
  payload: Record<string, unknown>,
  transport: (req: Request) => Response | Promise<Response>,
  now: Date,
): Promise<void> {
  const raw = JSON.stringify(payload.body);
  const res = await transport(
    new Request(`${config.apiOrigin}${SANDBOX_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(
          config.webhookSecret,
          raw,
          Math.floor(now.getTime() / 1000),
        ),
      },
      body: raw,
    }),
  );
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
}
