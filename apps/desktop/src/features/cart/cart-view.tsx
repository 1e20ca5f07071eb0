import { DeleteOutlined } from '@ant-design/icons';
import { DECORATIVE } from '../../adapters/icon-defaults.tsx';
import type { Coupon, PayMethod, Quote } from '@gemlane/contract';
import {
  LINE_MAX_QUANTITY,
  lineUnitPrice,
  playerLabel,
  type CartLine,
  type CouponChoice,
  type CouponFit,
  type MethodOption,
} from '@gemlane/stores/purchase';
import { Link, usePartnerNavigate } from '@gemlane/stores/router';
import { Button, Empty } from 'antd';
import { QuantityInput } from '../../components/quantity-input.tsx';
import { useTranslation } from 'react-i18next';
import { CouponCodeBox, type CouponCodeBoxProps } from '../../components/coupon-code-box.tsx';
import { CouponPicker } from '../../components/coupon-picker.tsx';
import { GameLogo } from '../../components/game-logo.tsx';
import { useFormatMoney } from '../../components/money.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { PaymentMethodPicker } from '../../components/payment-method-picker.tsx';
import { PriceSummary } from '../../components/price-summary.tsx';

export interface CartViewProps {
  lines: readonly CartLine[];
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  methods: readonly MethodOption[];
  methodsLoading?: boolean;
  payMethod: PayMethod | null;
  onPayMethod: (m: PayMethod) => void;
  coupons: readonly CouponFit[];
  couponsLoading?: boolean;
  coupon: Coupon | null;
  onCoupon: (choice: CouponChoice) => void;
  /** The coupon code box (null for visitors). */
  couponCode?: CouponCodeBoxProps | null;
  quote: Quote | undefined;
  quoting: boolean;
  onCheckout: () => void;
  checkingOut: boolean;
  /** Check out is offered (the stores' rule). */
  canCheckout: boolean;
}

/** Cart and checkout: lines per verified player, payment method, coupon, summary, Check out. */
export function CartView(p: CartViewProps) {
  const { t } = useTranslation();
  const navigate = usePartnerNavigate();
  const format = useFormatMoney();
  if (p.lines.length === 0) {
    return (
      <PageLayout title={t('topUp.cart')}>
        <Empty description={t('topUp.cartEmpty')}>
          <Button type="primary" onClick={() => void navigate('/switchGame')}>
            {t('topUp.browseGames')}
          </Button>
        </Empty>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={t('topUp.cart')}>
      <div className="zone-body">
        <div className="zone-main">
          <section className="card" aria-label={t('topUp.items')}>
            <ul className="cart-lines">
              {p.lines.map((line) => {
                const price = lineUnitPrice(line, p.quote);
                return (
                  <li key={line.key} className="cart-line">
                    <GameLogo src={line.gameLogo} size={56} />
                    <div className="cart-line-info">
                      <Link to={`/gameZone/${line.gameZonePath}`} className="cart-line-game">
                        {line.gameName}
                      </Link>
                      <span>{line.packageName}</span>
                      <span className="muted">
                        {t('topUp.player')}: {playerLabel(line)} · {line.roleName}
                      </span>
                    </div>
                    <span className="cart-line-price">{price ? format(price) : null}</span>
                    <QuantityInput
                      aria-label={`${t('order.quantity')} ${line.packageName}`}
                      min={1}
                      max={LINE_MAX_QUANTITY}
                      value={line.quantity}
                      onChange={(v) => p.onQuantity(line.key, v)}
                    />
                    <Button
                      type="text"
                      icon={<DeleteOutlined {...DECORATIVE} />}
                      aria-label={`${t('topUp.remove')} ${line.packageName}`}
                      onClick={() => p.onRemove(line.key)}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
          <section className="card" aria-labelledby="cart-pay">
            <h2 id="cart-pay" className="section-title small">
              {t('order.paymentMethod')}
            </h2>
            <PaymentMethodPicker
              options={p.methods}
              loading={p.methodsLoading}
              value={p.payMethod}
              onChange={p.onPayMethod}
            />
          </section>
        </div>
        <aside className="zone-side card" aria-labelledby="cart-summary">
          <h2 id="cart-summary" className="section-title small">
            {t('topUp.summary')}
          </h2>
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
          {p.couponCode ? <CouponCodeBox {...p.couponCode} /> : null}
          <PriceSummary quote={p.quote} loading={p.quoting} />
          <Button
            type="primary"
            size="large"
            block
            onClick={p.onCheckout}
            loading={p.checkingOut}
            disabled={!p.canCheckout}
          >
            {t('topUp.checkout')}
          </Button>
        </aside>
      </div>
    </PageLayout>
  );
}
