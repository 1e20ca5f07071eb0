// What the shopper is told when an order ends: a failed and refunded
// order leaves a site message and an e-mail (amount, to which method, when); a complete order
// e-mails a receipt. Written in the user's language, inside the transaction that ends the order:
// the message row and the mail's outbox row commit with the order's final state or not at all, so
// each is sent exactly once however often the fulfilment job is retried or its process killed.
import { eq, sql } from 'drizzle-orm';
import { LANGUAGE_CODES, type LanguageCode } from '@gemlane/contract';
import { formatMoney } from '@gemlane/i18n/format';
import type { Tx } from '../../db/client.ts';
import {
  messages,
  orders,
  orderTimeline,
  payments,
  refunds,
  users,
} from '../../db/schema/index.ts';
import { t } from '../../lib/i18n.ts';
import { orderMail } from '../mail-templates.ts';
import type { Mail, Mailer } from '../mail.ts';
import type { OrderLine, OrderRow } from './store.ts';
import { isPlayerIdReason, reasonText } from './timeline-notes.ts';
import { orderConverter, usdIn } from '../pricing/convert.ts';

export type NoticeMailer = Pick<Mailer, 'enqueue'>;

/** "25 Nov 2026, 14:03 UTC" in the user's language. */
/** One formatter per language: building an Intl.DateTimeFormat costs about a millisecond. */
const noticeTimeFormats = new Map<LanguageCode, Intl.DateTimeFormat>();

export function noticeTime(lng: LanguageCode, at: Date): string {
  let format = noticeTimeFormats.get(lng);
  if (!format) {
    format = new Intl.DateTimeFormat(lng, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    noticeTimeFormats.set(lng, format);
  }
  return `${format.format(at)} UTC`;
}

type Recipient = Pick<
  typeof users.$inferSelect,
  'language' | 'email' | 'loginType' | 'emailBindStatus'
>;

/** The reader's language, and the address an order notice goes to (null: none to send to). */
function addressOf(user: Recipient): { lng: LanguageCode; email: string | null } {
  const lng: LanguageCode = (LANGUAGE_CODES as readonly string[]).includes(user.language)
    ? (user.language as LanguageCode)
    : 'en';
  // Only an address the user proved is theirs (e-mail accounts, or a partner user's bound e-mail).
  const email =
    user.email && (user.loginType === 'email' || user.emailBindStatus === 'valid')
      ? user.email
      : null;
  return { lng, email };
}

async function recipientOf(tx: Tx, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  return user ? addressOf(user) : undefined;
}

/**
 * What a receipt needs besides the order and its lines: columns of a select from `orders` joined
 * with its user (`users`), so the fulfilment reads them with the order, in one statement.
 */
export const receiptFactColumns = {
  language: users.language,
  email: users.email,
  loginType: users.loginType,
  emailBindStatus: users.emailBindStatus,
  method: sql<string | null>`(select ${payments.method} from ${payments}
    where ${payments.orderId} = ${orders.id} and ${payments.status} = 'succeeded' limit 1)`,
  paidAt: sql`(select ${orderTimeline.createdAt} from ${orderTimeline}
    where ${orderTimeline.orderId} = ${orders.id} and ${orderTimeline.event} = 'payment.succeeded'
    order by ${orderTimeline.id} limit 1)`.mapWith(orderTimeline.createdAt),
};

export type ReceiptFacts = Recipient & { method: string | null; paidAt: Date | null };

/** What a receipt line names. */
export type ReceiptLine = Pick<
  OrderLine,
  'gameName' | 'packageName' | 'quantity' | 'lineTotal' | 'playerId'
>;

/**
 * Call in the transaction that settled `order`'s refund (after the refund row was written): a
 * failed order, or a delivered one customer service refunded.
 */
export async function noticeRefunded(
  tx: Tx,
  mailer: NoticeMailer,
  order: OrderRow,
  now: Date,
): Promise<void> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.orderId, order.id));
  if (!refund) return;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId));
  const who = await recipientOf(tx, order.userId);
  if (!who) return;
  const { lng } = who;
  const vars = {
    orderId: order.id,
    amount: formatMoney(refund.amount, refund.currency, lng),
    method: t(lng, payment?.method === 'wallet' ? 'notice.methodWallet' : 'notice.methodCard'),
    when: noticeTime(lng, refund.createdAt),
  };
  // A delivered order refunded by customer service did not fail: it is told as a refund, its
  // body says who refunded it. A failed order says why, in the reader's words; a refused player
  // ID also says what to check and where to get help.
  const delivered = order.status !== 'fail';
  const why = delivered
    ? []
    : [
        t(lng, 'notice.refundReason', {
          reason: reasonText(refund.reason, lng, usdIn(await orderConverter(tx, order), lng)),
        }),
        ...(isPlayerIdReason(refund.reason) ? [t(lng, 'notice.checkIdAdvice', vars)] : []),
      ];
  const body = t(lng, delivered ? 'notice.staffRefundedBody' : 'notice.refundedBody', vars);
  await tx.insert(messages).values({
    userId: order.userId,
    kind: 'order',
    title: t(lng, delivered ? 'notice.staffRefundedTitle' : 'notice.refundedTitle', vars),
    content: [body, ...why].join(' '),
    orderId: order.id,
    createdAt: now,
  });
  if (who.email)
    await mailer.enqueue(
      orderMail(lng, who.email, 'order-refunded', t(lng, 'notice.refundedSubject', vars), [
        body,
        ...why,
      ]),
      tx,
    );
}

/**
 * The receipt of a delivered order, in the reader's language (null: no proven address to send it
 * to). `order` as it is once complete; `facts` read with the order (`receiptFactColumns`). The
 * fulfilment writes it with the order's last move, in one statement.
 */
export function receiptOf(
  order: Pick<OrderRow, 'id' | 'total' | 'currency' | 'updatedAt'>,
  lines: readonly ReceiptLine[],
  facts: ReceiptFacts | undefined,
): Mail | null {
  const who = facts ? addressOf(facts) : undefined;
  if (!who?.email) return null;
  const { lng } = who;
  const vars = {
    orderId: order.id,
    amount: formatMoney(order.total, order.currency, lng),
    method: t(lng, facts?.method === 'wallet' ? 'notice.methodWallet' : 'notice.methodCard'),
    when: noticeTime(lng, order.updatedAt),
  };
  return orderMail(lng, who.email, 'order-receipt', t(lng, 'notice.receiptSubject', vars), [
    t(lng, 'notice.receiptBody', vars),
    ...lines.map((i) =>
      t(lng, 'notice.receiptLine', {
        game: i.gameName,
        package: i.packageName,
        quantity: i.quantity,
        amount: formatMoney(i.lineTotal, order.currency, lng),
        playerId: i.playerId,
      }),
    ),
    t(lng, 'notice.receiptPaid', vars),
  ]);
}
