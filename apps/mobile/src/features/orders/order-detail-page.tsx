import { usePartnerNavigate } from '@gemlane/stores/router';
import type { OrderDetail, OrderStatus } from '@gemlane/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-context.tsx';
import { confirm, showSuccess, showToast } from '../../adapters/feedback.ts';
import { Button } from '../../adapters/kit.ts';
import { usePayAgain } from '../../components/checkout/use-checkout.ts';
import { ErrorView } from '../../components/error-view/error-view.tsx';
import { useAsync } from '../../components/hooks/use-async.ts';
import { useFormat } from '../../components/hooks/use-format.ts';
import { ORDER_STATUS_KEYS } from '../../components/order-status/order-status-tag.tsx';
import { Page } from '../../components/page/page.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import { Section } from '../../components/section/section.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import styles from './orders.module.css';

/** States that still move on their own; the page refreshes while the order is in one. */
const MOVING: readonly OrderStatus[] = ['paymentPending', 'checking', 'processing'];
const REFRESH_MS = 3000;

/** /orderdetail?orderId=: state, items with the player account, amounts, timeline, pay again, cancel. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const navigate = usePartnerNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const { payAgain, paying } = usePayAgain();
  const order = useAsync<OrderDetail>(
    () => api.orderDetail({ orderId }, { hideError: true }),
    [api, orderId],
  );
  const { reload } = order;

  const status = order.data?.status;
  useEffect(() => {
    if (!status || !MOVING.includes(status)) return undefined;
    const timer = window.setTimeout(reload, REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [status, order.data, reload]);

  if (!order.data) {
    return (
      <Page title={t('order.detail')} backTo="/orderList">
        {order.loading ? (
          <PageLoading />
        ) : (
          <ErrorView
            kind={(order.error as { code?: number })?.code === 404 ? 'notFound' : 'error'}
            onRetry={reload}
            onHome={() => void navigate('/home')}
          />
        )}
      </Page>
    );
  }
  const o = order.data;
  const note =
    o.status === 'fail'
      ? t('order.refunded')
      : o.status === 'complete'
        ? t('mobile.orders.completeNote')
        : o.status === 'cancelled'
          ? t('policies.cancelledOrder')
          : o.status === 'paymentFailed'
            ? t('errors.payAgain')
            : t('policies.delivery');

  const onCancel = async () => {
    const ok = await confirm({
      content: t('order.cancelConfirm'),
      confirmText: t('order.cancel'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await api.cancelOrder({ orderId: o.orderId });
      reload();
    } catch {
      // The server's reason is already shown.
    }
  };

  const canPay = o.canPay && o.status !== 'cancelled';
  return (
    <Page
      title={t('order.detail')}
      backTo="/orderList"
      footer={
        canPay || o.canCancel ? (
          <div className={styles.bar}>
            {o.canCancel ? (
              <Button size="large" onClick={() => void onCancel()}>
                {t('order.cancel')}
              </Button>
            ) : null}
            {canPay ? (
              <Button
                size="large"
                color="primary"
                loading={paying}
                onClick={() => void payAgain(o.orderId).catch(() => undefined)}
              >
                {t('order.payNow')}
              </Button>
            ) : null}
          </div>
        ) : undefined
      }
    >
      <div className={styles.detailHead} data-testid="order-status" data-status={o.status}>
        <p className={styles.detailStatus}>{t(ORDER_STATUS_KEYS[o.status])}</p>
        <p className={styles.detailNote}>{note}</p>
      </div>
      <Section title={t('mobile.orders.items')}>
        <dl className={styles.kv}>
          {o.items.map((item) => (
            <div
              key={`${item.packageId}-${item.playerId}`}
              style={{ flexDirection: 'column', gap: 4 }}
            >
              <dt style={{ color: 'var(--gl-text)', fontWeight: 600 }}>
                {item.gameName} · {item.packageName} × {item.quantity}
              </dt>
              <dd style={{ textAlign: 'left', color: 'var(--gl-text-2)', fontSize: 13 }}>
                {t('order.playerId')}: {item.playerId}
                {item.serverId ? ` (${item.serverId})` : ''} ·{' '}
                {t('mobile.gameZone.roleName', { name: item.roleName })}
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t('mobile.orders.payment')}>
        <dl className={styles.kv}>
          <div>
            <dt>{t('order.orderId')}</dt>
            <dd>
              {o.orderId}
              <button
                type="button"
                className={styles.copy}
                onClick={() =>
                  void navigator.clipboard
                    .writeText(o.orderId)
                    .then(() => showSuccess(t('common.copied')))
                    .catch(() => showToast(o.orderId))
                }
              >
                {t('common.copy')}
              </button>
            </dd>
          </div>
          <div>
            <dt>{t('order.createdAt')}</dt>
            <dd>{format.dateTime(o.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('order.paymentMethod')}</dt>
            <dd>{t(o.payMethod === 'card' ? 'mobile.orders.card' : 'mobile.orders.wallet')}</dd>
          </div>
          <div>
            <dt>{t('order.subtotal')}</dt>
            <dd>{format.money(o.subtotal)}</dd>
          </div>
          {o.couponDiscount.amount > 0 ? (
            <div>
              <dt>{t('order.discount')}</dt>
              <dd>-{format.money(o.couponDiscount)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('order.fee')}</dt>
            <dd>{format.money(o.providerFee)}</dd>
          </div>
          <div>
            <dt>{t('order.total')}</dt>
            <dd>
              <strong>{format.money(o.total)}</strong>
            </dd>
          </div>
          {o.refund ? (
            <div>
              <dt>{t('order.refunded')}</dt>
              <dd>
                {format.money(o.refund.amount)} · {format.dateTime(o.refund.at)}
              </dd>
            </div>
          ) : null}
        </dl>
      </Section>
      <Section title={t('mobile.orders.timeline')}>
        <OrderTimeline timeline={o.timeline} />
      </Section>
      <Section>
        <Button block size="large" onClick={() => void navigate('/myCustomer')}>
          {t('order.contactSupport')}
        </Button>
      </Section>
    </Page>
  );
}
