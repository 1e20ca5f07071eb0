import type { Coupon, PayMethod, Quote } from '@gemlane/contract';
import { usePartnerNavigate } from '@gemlane/stores/router';
import { DeleteOutline } from 'antd-mobile-icons';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../adapters/api-context.tsx';
import { Button } from '../../adapters/kit.ts';
import {
  cartAtom,
  CART_MAX_QUANTITY,
  removeLine,
  setQuantity,
} from '../../components/cart/cart-store.ts';
import { CouponPicker } from '../../components/checkout/coupon-picker.tsx';
import { PayMethods } from '../../components/checkout/pay-methods.tsx';
import { PriceSummary } from '../../components/checkout/price-summary.tsx';
import { useCheckout } from '../../components/checkout/use-checkout.ts';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { useAsync } from '../../components/hooks/use-async.ts';
import { useFormat } from '../../components/hooks/use-format.ts';
import { Page } from '../../components/page/page.tsx';
import { QuantityStepper } from '../../components/quantity-stepper/quantity-stepper.tsx';
import { Section } from '../../components/section/section.tsx';
import styles from './cart.module.css';

/** /cart: the saved lines (each with its confirmed account), payment, coupon and checkout. */
export default function CartPage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const navigate = usePartnerNavigate();
  const [lines, setLines] = useAtom(cartAtom);
  const [payMethod, setPayMethod] = useState<PayMethod>('card');
  const [couponId, setCouponId] = useState<number | null>(null);
  const { checkout, submitting } = useCheckout();

  const methods = useAsync(() => api.paymentMethods(), [api]);
  const coupons = useAsync<Coupon[]>(
    async () => (await api.couponList({ status: 'available', page: 1, pageSize: 100 })).list,
    [api],
  );
  const itemsKey = lines.map((l) => `${l.packageId}x${l.quantity}`).join(',');
  const quote = useAsync<Quote | null>(
    async () =>
      lines.length
        ? api.quoteOrder(
            {
              items: lines.map((l) => ({ packageId: l.packageId, quantity: l.quantity })),
              payMethod,
              couponId: couponId ?? undefined,
            },
            { hideError: true },
          )
        : null,
    [api, itemsKey, payMethod, couponId],
  );

  if (lines.length === 0) {
    return (
      <Page title={t('mobile.cart.title')}>
        <EmptyState
          title={t('mobile.cart.empty')}
          actionLabel={t('common.topUp')}
          onAction={() => void navigate('/switchGame')}
        />
      </Page>
    );
  }

  const onCheckout = () =>
    void checkout({
      items: lines.map((l) => ({
        packageId: l.packageId,
        quantity: l.quantity,
        playerId: l.playerId,
        serverId: l.serverId ?? undefined,
        roleName: l.roleName,
      })),
      payMethod,
      couponId,
    })
      .then(() => setLines([]))
      .catch(() => undefined);

  return (
    <Page
      title={t('mobile.cart.title')}
      footer={
        <div className={styles.footer}>
          <div className={styles.total}>
            <span>{t('order.total')}</span>
            <strong>{quote.data ? format.money(quote.data.total) : '—'}</strong>
          </div>
          <Button
            color="primary"
            size="large"
            loading={submitting}
            disabled={!quote.data}
            onClick={onCheckout}
          >
            {t('mobile.cart.checkout')}
          </Button>
        </div>
      }
    >
      <Section title={t('mobile.cart.items', { count: lines.length })}>
        <ul className={styles.lines}>
          {lines.map((line) => {
            const priced = quote.data?.items.find((i) => i.packageId === line.packageId);
            return (
              <li key={line.lineId} className={styles.line}>
                <img className={styles.logo} src={line.logo} alt="" />
                <div className={styles.info}>
                  <strong className={styles.pkg}>{line.packageName}</strong>
                  <span className={styles.meta}>{line.gameName}</span>
                  <span className={styles.meta}>
                    {t('mobile.gameZone.roleName', { name: line.roleName })} ·{' '}
                    {line.serverId ? `${line.playerId} (${line.serverId})` : line.playerId}
                  </span>
                  <div className={styles.row}>
                    <span className={styles.price}>
                      {priced ? format.money(priced.unitPrice) : ''}
                    </span>
                    <QuantityStepper
                      label={t('order.quantity')}
                      labelHidden
                      decreaseLabel={t('mobile.quantity.decrease')}
                      increaseLabel={t('mobile.quantity.increase')}
                      min={1}
                      max={CART_MAX_QUANTITY}
                      value={line.quantity}
                      onChange={(v) => setLines((ls) => setQuantity(ls, line.lineId, v))}
                    />
                  </div>
                </div>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('common.delete')}
                  onClick={() => setLines((ls) => removeLine(ls, line.lineId))}
                >
                  <DeleteOutline aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title={t('order.paymentMethod')}>
        {methods.data ? (
          <PayMethods methods={methods.data} selected={payMethod} onSelect={setPayMethod} />
        ) : null}
        <div className={styles.coupon}>
          <CouponPicker
            coupons={coupons.data ?? []}
            selectedId={couponId}
            onSelect={setCouponId}
            loggedIn
            onLogin={() => undefined}
          />
        </div>
      </Section>
      <Section title={t('mobile.gameZone.summary')}>
        <PriceSummary quote={quote.data ?? null} loading={quote.loading} />
      </Section>
    </Page>
  );
}
