import { Alert, Button, Collapse } from 'antd';
import { QuantityInput } from '../../components/quantity-input.tsx';
import { useTranslation } from 'react-i18next';
import { CouponCodeBox } from '../../components/coupon-code-box.tsx';
import { CouponPicker } from '../../components/coupon-picker.tsx';
import { PaymentMethodPicker } from '../../components/payment-method-picker.tsx';
import { PriceSummary } from '../../components/price-summary.tsx';
import { LINE_MAX_QUANTITY } from '@gemlane/stores/purchase';
import { AccountForm } from './account-form.tsx';
import { PackageGrid } from './package-grid.tsx';
import type { GameZoneViewProps } from './game-zone-view.tsx';

/** The game zone below its header: account, packages, quantity, payment, notices, FAQ and the summary. */
export default function ZoneBody(p: GameZoneViewProps) {
  const { t } = useTranslation();
  const { game } = p.zone;
  return (
    <div className="zone-body">
      <div className="zone-main">
        <section className="card" aria-labelledby="step-account">
          <h2 id="step-account" className="step-title">
            <span className="step-no">1</span> {t('topUp.enterAccount')}
          </h2>
          <AccountForm {...p.account} />
        </section>
        <section className="card" aria-labelledby="step-package">
          <h2 id="step-package" className="step-title">
            <span className="step-no">2</span> {t('topUp.choosePackage')}
          </h2>
          <PackageGrid
            packages={p.zone.packages}
            selected={p.packageId}
            onSelect={p.onPackage}
            currencyName={game.currencyName}
          />
          <div className="quantity-row">
            <label htmlFor="zone-quantity">{t('order.quantity')}</label>
            <QuantityInput
              id="zone-quantity"
              min={1}
              max={LINE_MAX_QUANTITY}
              value={p.quantity}
              onChange={p.onQuantity}
            />
          </div>
        </section>
        <section className="card" aria-labelledby="step-pay">
          <h2 id="step-pay" className="step-title">
            <span className="step-no">3</span> {t('order.paymentMethod')}
          </h2>
          <PaymentMethodPicker
            options={p.methods}
            loading={p.methodsLoading}
            value={p.payMethod}
            onChange={p.onPayMethod}
          />
        </section>
        <section className="card" aria-labelledby="zone-notices">
          <h2 id="zone-notices" className="section-title small">
            {t('policies.title')}
          </h2>
          <ul className="notice-list">
            {p.zone.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </section>
        {p.zone.faq.length > 0 ? (
          <section className="card" aria-labelledby="zone-faq">
            <h2 id="zone-faq" className="section-title small">
              {t('topUp.faq')}
            </h2>
            <Collapse
              ghost
              items={p.zone.faq.map((f, i) => ({
                key: String(i),
                label: f.question,
                children: <p>{f.answer}</p>,
              }))}
            />
          </section>
        ) : null}
      </div>
      <aside className="zone-side card" aria-labelledby="zone-summary">
        <h2 id="zone-summary" className="section-title small">
          {t('topUp.summary')}
        </h2>
        {p.loggedIn ? (
          <div className="form-field">
            <label htmlFor="coupon-picker">{t('coupon.select')}</label>
            <CouponPicker
              id="coupon-picker"
              fits={p.coupons}
              loading={p.couponsLoading}
              selected={p.coupon}
              onChange={p.onCoupon}
            />
          </div>
        ) : (
          <p className="muted">{t('topUp.loginForCoupons')}</p>
        )}
        {p.loggedIn && p.couponCode ? <CouponCodeBox {...p.couponCode} /> : null}
        {p.packageId === null ? (
          <p className="muted">{t('topUp.pickPackageFirst')}</p>
        ) : (
          <PriceSummary quote={p.quote} loading={p.quoting} />
        )}
        {p.buyHintKey ? <Alert type="info" showIcon title={t(p.buyHintKey)} /> : null}
        <Button
          type="primary"
          size="large"
          block
          onClick={p.onBuy}
          loading={p.buying}
          disabled={!p.canBuy}
        >
          {t('common.buyNow')}
        </Button>
        <Button size="large" block onClick={p.onAddToCart} disabled={!p.canAddToCart}>
          {t('topUp.addToCart')}
        </Button>
      </aside>
    </div>
  );
}
