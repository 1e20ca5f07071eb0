import { lineUnitPrice, playerLabel } from '@gemlane/stores/purchase';
import { useCartCheckout } from '@gemlane/stores/purchase/react';
import { usePartnerNavigate } from '@gemlane/stores/router';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../adapters/kit.ts';
import { CouponCodeBox, useCouponCodeBox } from '../../components/checkout/coupon-code-box.tsx';
import { CouponPicker } from '../../components/checkout/coupon-picker.tsx';
import { PayMethods } from '../../components/checkout/pay-methods.tsx';
import { PriceSummary } from '../../components/checkout/price-summary.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { useFormat } from '../../components/hooks/use-format.ts';
import { Page } from '../../components/page/page.tsx';
import { QuantityStepper } from '../../components/quantity-stepper/quantity-stepper.tsx';
import { Section } from '../../components/section/section.tsx';
import styles from './cart.module.css';

/** /cart: the saved lines (each with its confirmed account), payment, coupon and checkout. */
export default function CartPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = usePartnerNavigate();
  // The lines stay until the order holding them is paid: backing out of the checkout keeps them.
  const cart = useCartCheckout();
  const couponCode = useCouponCodeBox(cart.coupons.code);
  const { lines } = cart;

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

  return (
    <Page
      title={t('mobile.cart.title')}
      footer={
        <div className={styles.footer}>
          <div className={styles.total}>
            <span>{t('order.total')}</span>
            <strong>{cart.quote ? format.money(cart.quote.total) : '—'}</strong>
          </div>
          <Button
            color="primary"
            size="large"
            loading={cart.checkingOut}
            disabled={!cart.canCheckout}
            onClick={() => void cart.checkout()}
          >
            {t('mobile.cart.checkout')}
          </Button>
        </div>
      }
    >
      <Section title={t('mobile.cart.items', { count: lines.length })}>
        <ul className={styles.lines}>
          {lines.map((line) => {
            const price = lineUnitPrice(line, cart.quote);
            return (
              <li key={line.key} className={styles.line}>
                <img className={styles.logo} src={line.gameLogo} alt="" />
                <div className={styles.info}>
                  <strong className={styles.pkg}>{line.packageName}</strong>
                  <span className={styles.meta}>{line.gameName}</span>
                  <span className={styles.meta}>
                    {t('mobile.gameZone.roleName', { name: line.roleName })} · {playerLabel(line)}
                  </span>
                  <div className={styles.row}>
                    <span className={styles.price}>{price ? format.money(price) : ''}</span>
                    <QuantityStepper
                      label={t('order.quantity')}
                      labelHidden
                      decreaseLabel={t('mobile.quantity.decrease')}
                      increaseLabel={t('mobile.quantity.increase')}
                      min={1}
                      max={cart.maxQuantity}
                      value={line.quantity}
                      onChange={(v) => cart.setQuantity(line.key, v)}
                    />
                  </div>
                </div>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('common.delete')}
                  onClick={() => cart.remove(line.key)}
                >
                  <DeleteOutline aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title={t('order.paymentMethod')}>
        <PayMethods
          options={cart.methods.options}
          selected={cart.methods.selected}
          onSelect={cart.methods.select}
        />
        <div className={styles.coupon}>
          <CouponPicker
            fits={cart.coupons.fits}
            selected={cart.coupons.selected}
            onSelect={cart.coupons.choose}
            loggedIn
            onLogin={() => undefined}
          />
          {couponCode ? <CouponCodeBox {...couponCode} /> : null}
        </div>
      </Section>
      <Section title={t('mobile.gameZone.summary')}>
        <PriceSummary quote={cart.quote ?? null} loading={cart.quoting} />
      </Section>
    </Page>
  );
}
