// Payments: channels with their fees and the result of one payment attempt.
// Not in this table because they are not `{code, data, message}` calls of the apps:
//   GET  /api/pay/sandbox/checkout/{outTradeNo}?sig=...  the sandbox provider's hosted checkout (HTML)
//   POST /api/pay/sandbox/checkout/{outTradeNo}          its form post; redirects to
//                                                        `<returnUrl origin>/payment-result?outTradeNo=...`
//   POST /api/pay/webhook/sandbox                        provider -> server; header
//        `gemlane-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`
import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { currencyCode, empty, money } from './common.ts';
import { orderStatus, payMethod } from './orders.ts';

const paymentMethod = z.object({
  method: payMethod,
  name: z.string(),
  /** Percentage part of the fee in basis points (card 450 = 4.5%, wallet 390 = 3.9%). */
  feeBasisPoints: z.number().int(),
  /** Fixed part of the fee ($0.20 / $0.30 converted to the x-currency currency). */
  feeFixed: money,
  /** The fee written from the two fields above in the x-locale language and x-currency currency
   *  ("4.5% + $0.20", "4,5 % + 0,18 €"); the apps format the data themselves (formatFee). */
  feeText: z.string(),
  /** Per-transaction limits (card: $10 and $500 converted); null when the channel has none. */
  minAmount: money.nullable(),
  maxAmount: money.nullable(),
  currency: currencyCode,
});

const paymentResult = z.object({
  outTradeNo: z.string(),
  orderId: z.string(),
  /** The order's state; the payment-result page polls while it is paying or paymentPending. */
  status: orderStatus,
  statusLabel: z.string(),
  paymentStatus: z.enum(['created', 'pending', 'succeeded', 'failed', 'refunded', 'void']),
  /** The refund of this attempt: in progress, done, or failed (support follows it up); null
   *  when it is not refunded. */
  refundStatus: z.enum(['pending', 'succeeded', 'failed']).nullable().optional(),
  payMethod,
  amount: money,
  /** The bank's words when declined, e.g. "Do Not Honor", "Suspected Fraud". */
  failureReason: z.string().nullable(),
  /** For bank rejections: "Please retry with an amount below 100 dollars." */
  advice: z.string().nullable(),
  canPay: z.boolean(),
});

export const paymentsEndpoints = {
  paymentMethods: defineEndpoint({
    method: 'GET',
    path: '/api/pay/methods',
    request: empty,
    response: z.array(paymentMethod),
    auth: 'none',
    summary: 'Payment channels with their fees and card limits, in the x-currency currency.',
  }),
  paymentResult: defineEndpoint({
    method: 'GET',
    path: '/api/pay/result',
    request: z.object({ outTradeNo: z.string().min(1).max(40) }),
    response: paymentResult,
    auth: 'required',
    summary:
      "One payment attempt of the current user's order, with the bank's reason and advice when it failed.",
  }),
} as const;

export type PaymentMethodInfo = z.infer<typeof paymentMethod>;
export type PaymentResult = z.infer<typeof paymentResult>;
