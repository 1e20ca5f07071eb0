// The built-in sandbox payment provider: a hosted checkout page served by this server, test cards,
// card and wallet channels. Its bank is this server's own ledger, so a charge and its event commit
// in one transaction (checkout.ts) and there is nothing to notify later; its webhook endpoint takes
// signed events as a provider's would (tests and hand-made events use it).
// The card rules are not its business: it reports the card (a keyed fingerprint and the holder
// name) and card-usage.ts applies them, as for any provider; it only looks them up first, under
// their locks, so the shopper can fix the form at once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { prepared, value } from '../../db/prepared.ts';
import { sandboxCharges } from '../../db/schema/index.ts';
import { type CardRuleViolation, normaliseHolderName } from './card-rules.ts';
import { checkCardUseLocked } from './card-usage.ts';
import type {
  PaymentEvent,
  PaymentProvider,
  PaymentRow,
  ProviderEvent,
  ReportedCard,
} from './provider.ts';
import { WebhookRejected } from './provider.ts';
import { DECLINE_REASONS, digitsOnly, outcomeOf, isValidCardNumber } from './test-cards.ts';
import { SIGNATURE_HEADER, verifyWebhook } from './webhook-signature.ts';

export const SANDBOX = 'sandbox';
export const SANDBOX_CHECKOUT_PATH = '/api/pay/sandbox/checkout';
export const SANDBOX_WEBHOOK_PATH = '/api/pay/webhook/sandbox';

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

const eventSchema = z.object({
  id: z.string().min(1).max(80),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  created: z.number().int(),
  data: z.object({
    outTradeNo: z.string().min(1).max(40),
    amount: z.number().int(),
    currency: z.string().length(3),
    reason: z.string().max(200).optional(),
    card: z
      .object({ fingerprint: z.string().min(1).max(100), holderName: z.string().max(80) })
      .optional(),
  }),
});

export const sandboxCheckoutUrl = (config: Config, outTradeNo: string, lang: string) =>
  `${config.apiOrigin}${SANDBOX_CHECKOUT_PATH}/${outTradeNo}?sig=${checkoutSignature(config, outTradeNo)}&lang=${encodeURIComponent(lang)}`;

export function sandboxProvider(config: Config, db: Db): PaymentProvider {
  // The checkout is our own signed form: nothing to ask anyone.
  const ownCheckout = (outTradeNo: string, lang: string) => ({
    url: sandboxCheckoutUrl(config, outTradeNo, lang),
    reference: `sbx_${outTradeNo}`,
  });
  return {
    name: SANDBOX,
    openCheckout: async ({ payment, lang }) => ownCheckout(payment.outTradeNo, lang),
    ownCheckout,
    async parseWebhook(rawBody, headers, nowSeconds) {
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
      const event: ProviderEvent = { kind: 'payment', id, type, ...data };
      return { events: [event] };
    },
    // The sandbox holds no real money: a refund is done as soon as it is asked for.
    refund: async (req) => ({ status: 'succeeded', reference: `sbx_re_${req.refundId}` }),
    // Its checkout is our own form, which refuses an attempt that is void: nothing to close.
    closeCheckout: async () => ({ state: 'closed' }),
    lookupRefund: async (refund) => ({
      kind: 'refund',
      id: `sbx_refund_${refund.refundId}`,
      type: 'refund.succeeded',
      refundId: refund.refundId,
      providerRef: refund.providerRef ?? `sbx_re_${refund.refundId}`,
    }),
    async lookup(payment) {
      const [charge] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.outTradeNo, payment.outTradeNo))
        .orderBy(desc(sandboxCharges.id))
        .limit(1);
      if (!charge) return null;
      const base = {
        kind: 'payment' as const,
        id: `sbx_lookup_${payment.outTradeNo}`,
        outTradeNo: payment.outTradeNo,
        amount: payment.amount,
        currency: payment.currency,
      };
      if (charge.outcome !== 'success')
        return {
          ...base,
          type: 'payment.failed',
          reason: DECLINE_REASONS[charge.outcome as keyof typeof DECLINE_REASONS],
        };
      return {
        ...base,
        type: 'payment.succeeded',
        ...(charge.fingerprint
          ? { card: { fingerprint: charge.fingerprint, holderName: charge.holderName ?? '' } }
          : {}),
      };
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
  | { kind: 'charged'; event: Pick<PaymentEvent, 'type' | 'reason' | 'card'> };

/** The sandbox bank's record of a charge attempt (the ledger the proofs check). */
const chargeRecord = prepared('sandbox_charge', (db, name) =>
  db
    .insert(sandboxCharges)
    .values({
      outTradeNo: value('outTradeNo'),
      userId: value('userId'),
      method: value('method'),
      fingerprint: value('fingerprint'),
      holderName: value('holderName'),
      amountUsd: value('amountUsd'),
      outcome: value('outcome'),
      createdAt: value('now'),
    })
    .prepare(name),
);

/**
 * The sandbox bank: a card payment that would break a card rule is refused on the form (the
 * shopper may fix it). The rules are looked up under the account's and the card's locks, which
 * the transaction holds until the paid payment is admitted by its event in the same transaction.
 * Then the test card's outcome. A charge attempt is recorded either way.
 */
export async function chargeSandbox(
  tx: Tx,
  config: Config,
  payment: PaymentRow & { amountUsd: number },
  card: CardForm | null,
  now: Date,
): Promise<ChargeOutcome> {
  if (!card) {
    await chargeRecord(tx).execute({
      outTradeNo: payment.outTradeNo,
      userId: payment.userId,
      method: 'wallet',
      fingerprint: null,
      holderName: null,
      amountUsd: payment.amountUsd,
      outcome: 'success',
      now,
    });
    return { kind: 'charged', event: { type: 'payment.succeeded' } };
  }
  const digits = digitsOnly(card.cardNumber);
  const reported: ReportedCard = {
    fingerprint: keyed(config, 'card', digits),
    holderName: normaliseHolderName(card.holderName),
  };
  const violation = await checkCardUseLocked(
    tx,
    config,
    { userId: payment.userId, amountUsd: payment.amountUsd, card: reported },
    now,
  );
  if (violation) return { kind: 'rule', violation };

  const outcome = outcomeOf(digits);
  await chargeRecord(tx).execute({
    outTradeNo: payment.outTradeNo,
    userId: payment.userId,
    method: 'card',
    fingerprint: reported.fingerprint,
    holderName: reported.holderName,
    amountUsd: payment.amountUsd,
    outcome,
    now,
  });
  if (outcome !== 'success')
    return { kind: 'charged', event: { type: 'payment.failed', reason: DECLINE_REASONS[outcome] } };
  return { kind: 'charged', event: { type: 'payment.succeeded', card: reported } };
}
