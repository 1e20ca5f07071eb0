import type { GameZone } from '@gemlane/contract';
import { isLoggedInAtom } from '@gemlane/stores';
import {
  CHECK_ID_PARAM,
  cartCountAtom,
  LINE_MAX_QUANTITY,
  playerLabel,
} from '@gemlane/stores/purchase';
import { usePurchase } from '@gemlane/stores/purchase/react';
import { useLoginPath, usePartnerNavigate } from '@gemlane/stores/router';
import { useAtomValue } from 'jotai';
import { AppstoreOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirm, showSuccess, showToast } from '../../adapters/feedback.ts';
import { Button } from '../../adapters/kit.ts';
import { DisclosureList } from '../../components/disclosure-list/disclosure-list.tsx';
import { CouponCodeBox, useCouponCodeBox } from '../../components/checkout/coupon-code-box.tsx';
import { CouponPicker } from '../../components/checkout/coupon-picker.tsx';
import { PayMethods } from '../../components/checkout/pay-methods.tsx';
import { PriceSummary } from '../../components/checkout/price-summary.tsx';
import { QuantityStepper } from '../../components/quantity-stepper/quantity-stepper.tsx';
import { useFormat } from '../../components/hooks/use-format.ts';
import { Section } from '../../components/section/section.tsx';
import { AccountForm } from './components/account-form.tsx';
import { PackageGrid } from './components/package-grid.tsx';
import styles from './game-zone.module.css';

export interface GameZoneViewProps {
  zone: GameZone;
}

/** The game zone: account, package, quantity, payment, coupon, summary, buy / add to cart, notices, FAQ. */
export function GameZoneView({ zone }: GameZoneViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = usePartnerNavigate();
  const loginPath = useLoginPath();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const cartCount = useAtomValue(cartCountAtom);
  // "Check your ID" from a failed order lands here with the ID field open and focused.
  const [params] = useSearchParams();
  const { game } = zone;
  const purchase = usePurchase({
    zone,
    loggedIn,
    t: (key) => String(t(key as never)),
    // The shopper confirms the in-game name the publisher reports before it is kept.
    confirmRole: (role) =>
      confirm({
        title: t('mobile.gameZone.confirmIdTitle'),
        content: t('mobile.gameZone.confirmIdContent', {
          name: role.roleName,
          id: playerLabel(role),
        }),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      }),
  });
  const couponCode = useCouponCodeBox(purchase.coupons.code);
  const { account } = purchase;
  const pkg = zone.packages.find((p) => p.packageId === purchase.packageId) ?? null;

  const onAddToCart = () => {
    const added = purchase.addToCart();
    if (added.ok) showSuccess(t('mobile.gameZone.addedToCart'));
    else if (added.reason === 'cartFull') showToast(t('mobile.cart.full'));
  };

  const onBuyNow = async () => {
    // The draft (ID, package, quantity, method, coupon) is kept: the login brings it back.
    if ((await purchase.buy()) === 'needsLogin') void navigate(loginPath);
  };

  return (
    <div className={styles.zone}>
      <header className={styles.hero}>
        <img className={styles.logo} src={game.logo} alt="" />
        <div className={styles.heroText}>
          <h1 className={styles.name}>{game.gameName}</h1>
          <p className={styles.publisher}>{game.publisher}</p>
          <p className={styles.delivery}>
            {t('mobile.gameZone.delivery', { minutes: zone.deliveryMinutes })}
          </p>
        </div>
        <button
          type="button"
          className={styles.switch}
          onClick={() => void navigate('/switchGame')}
        >
          <AppstoreOutline aria-hidden />
          <span>{t('mobile.gameZone.switchGame')}</span>
        </button>
      </header>
      <p className={styles.description}>{zone.description}</p>

      <Section title={t('mobile.gameZone.enterId')} step={1} id="step-account">
        <AccountForm
          fields={account.fields}
          values={account.values}
          onChange={account.setField}
          verified={account.verified}
          canConfirm={account.canConfirm}
          checking={account.confirming}
          error={account.error}
          onConfirm={() => void account.confirm()}
          onEdit={account.edit}
          focusId={params.has(CHECK_ID_PARAM)}
          help={account.help}
        />
      </Section>

      <Section title={t('mobile.gameZone.selectPackage')} step={2}>
        <PackageGrid
          packages={zone.packages}
          selectedId={pkg?.packageId ?? null}
          onSelect={(p) => purchase.selectPackage(p.packageId)}
        />
        <QuantityStepper
          label={t('order.quantity')}
          decreaseLabel={t('mobile.quantity.decrease')}
          increaseLabel={t('mobile.quantity.increase')}
          min={1}
          max={LINE_MAX_QUANTITY}
          value={purchase.quantity}
          onChange={purchase.setQuantity}
          className={styles.quantity}
        />
      </Section>

      <Section title={t('order.paymentMethod')} step={3}>
        {purchase.methods.options.length ? (
          <PayMethods
            options={purchase.methods.options}
            selected={purchase.methods.selected}
            onSelect={purchase.methods.select}
          />
        ) : (
          <p className={styles.muted}>{t('common.loading')}</p>
        )}
        <div className={styles.couponRow}>
          <CouponPicker
            fits={purchase.coupons.fits}
            selected={purchase.coupons.selected}
            onSelect={purchase.coupons.choose}
            loggedIn={loggedIn}
            onLogin={() => void navigate(loginPath)}
          />
          {couponCode ? <CouponCodeBox {...couponCode} /> : null}
        </div>
      </Section>

      <Section title={t('mobile.gameZone.summary')}>
        <PriceSummary quote={purchase.quote ?? null} loading={purchase.quoting} />
        {purchase.buyHintKey ? (
          <p className={styles.muted} role="status">
            {t(purchase.buyHintKey)}
          </p>
        ) : null}
      </Section>

      {zone.notices.length > 0 ? (
        <Section title={t('mobile.gameZone.notices')}>
          <ul className={styles.notices}>
            {zone.notices.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </Section>
      ) : null}

      {zone.faq.length > 0 ? (
        <Section title={t('mobile.gameZone.faq')}>
          <DisclosureList
            items={zone.faq.map((f) => ({ key: f.question, title: f.question, content: f.answer }))}
          />
        </Section>
      ) : null}

      <div className={styles.buyBar} data-testid="buy-bar">
        <div className={styles.buyTotal}>
          <span className={styles.muted}>{t('order.total')}</span>
          <strong>{purchase.quote ? format.money(purchase.quote.total) : '—'}</strong>
        </div>
        <Button
          className={styles.cartButton}
          size="large"
          onClick={onAddToCart}
          disabled={!purchase.canAddToCart}
          aria-label={t('mobile.gameZone.addToCart')}
        >
          {t('mobile.gameZone.addToCart')}
          {cartCount > 0 ? <span className={styles.cartCount}>{cartCount}</span> : null}
        </Button>
        <Button
          className={styles.buyButton}
          color="primary"
          size="large"
          loading={purchase.buying}
          disabled={!purchase.canBuy}
          onClick={() => void onBuyNow()}
        >
          {t('common.buyNow')}
        </Button>
      </div>
    </div>
  );
}
