import { orderStatusView } from '@gemlane/stores/purchase';
import { useOrderTracker } from '@gemlane/stores/purchase/react';
import { usePartnerNavigate } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirm, showSuccess, showToast } from '../../adapters/feedback.ts';
import { Button } from '../../adapters/kit.ts';
import { ErrorView } from '../../components/error-view/error-view.tsx';
import { FailedOrderHelpView } from '../../components/failed-order-help/failed-order-help.tsx';
import { useFormat } from '../../components/hooks/use-format.ts';
import { useMessageText } from '../../components/hooks/use-message-text.ts';
import { Page } from '../../components/page/page.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import { Section } from '../../components/section/section.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import styles from './orders.module.css';

/**
 * /orderdetail?orderId=: what is true now (followed to a final state by itself), items with the
 * player account, amounts, the refund, timeline, pay again, cancel.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const say = useMessageText();
  const navigate = usePartnerNavigate();
  const [params] = useSearchParams();
  const order = useOrderTracker({ orderId: params.get('orderId') });

  if (!order.order) {
    return (
      <Page title={t('order.detail')} backTo="/orderList">
        {!order.failed && !order.notFound ? (
          <PageLoading />
        ) : (
          <ErrorView
            kind={order.notFound ? 'notFound' : 'error'}
            onRetry={order.notFound ? undefined : order.reload}
            onHome={() => void navigate('/home')}
          />
        )}
      </Page>
    );
  }
  const o = order.order;
  const view = orderStatusView(o.status, o.refund?.status);
  const refund = order.refundMessage ? say(order.refundMessage) : null;

  const onCancel = async () => {
    const ok = await confirm({
      content: t('order.cancelConfirm'),
      confirmText: t('order.cancel'),
      cancelText: t('common.cancel'),
    });
    if (ok) await order.cancel();
  };

  const paying = order.paying;
  const payAgain = () => order.payAgain();
  const canPay = order.canPay;
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
              <Button size="large" color="primary" loading={paying} onClick={() => void payAgain()}>
                {t('order.payNow')}
              </Button>
            ) : null}
          </div>
        ) : undefined
      }
    >
      <div
        className={styles.detailHead}
        data-testid="order-status"
        data-status={o.status}
        data-tone={view.tone}
        role="status"
        aria-live="polite"
        aria-atomic="true"
      >
        <p className={styles.detailStatus}>{t(view.phaseKey)}</p>
        <p className={styles.detailNote}>{t(`order.phaseText.${view.phase}`)}</p>
        {refund ? <p className={styles.detailNote}>{refund}</p> : null}
      </div>
      {order.failure ? (
        <Section>
          <FailedOrderHelpView help={order.failure} />
        </Section>
      ) : null}
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
                {item.serverId ? ` (${item.serverName ?? item.serverId})` : ''} ·{' '}
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
            <dd>{t(`topUp.method.${o.payMethod}`)}</dd>
          </div>
          <div>
            <dt>{t('order.subtotal')}</dt>
            <dd>{format.money(o.subtotal)}</dd>
          </div>
          {o.couponDiscount.amount > 0 ? (
            <div>
              <dt>{t('order.discount')}</dt>
              <dd>{format.discount(o.couponDiscount)}</dd>
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
          {refund ? (
            <div>
              <dt>{t('order.refunded')}</dt>
              <dd>{refund}</dd>
            </div>
          ) : null}
        </dl>
      </Section>
      <Section title={t('mobile.orders.timeline')}>
        <OrderTimeline timeline={o.timeline} />
      </Section>
      {order.failure ? null : (
        <Section>
          <Button block size="large" onClick={() => void navigate('/myCustomer')}>
            {t('order.contactSupport')}
          </Button>
        </Section>
      )}
    </Page>
  );
}
