import { SYSTEM_EXCEPTION_MESSAGE } from '@gemlane/api';
import type {
  AccountField,
  Coupon,
  GamePackage,
  GameZone,
  PayMethod,
  Quote,
} from '@gemlane/contract';
import { isLoggedInAtom } from '@gemlane/stores';
import { useLoginPath, usePartnerNavigate } from '@gemlane/stores/router';
import { useAtom, useAtomValue } from 'jotai';
import { AppstoreOutline } from 'antd-mobile-icons';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../adapters/api-context.tsx';
import { confirm, showSuccess, showToast } from '../../adapters/feedback.ts';
import { Button, Collapse } from '../../adapters/kit.ts';
import { addLine, cartAtom, CART_MAX_QUANTITY } from '../../components/cart/cart-store.ts';
import { CouponPicker } from '../../components/checkout/coupon-picker.tsx';
import { PayMethods } from '../../components/checkout/pay-methods.tsx';
import { PriceSummary } from '../../components/checkout/price-summary.tsx';
import { QuantityStepper } from '../../components/quantity-stepper/quantity-stepper.tsx';
import { useCheckout } from '../../components/checkout/use-checkout.ts';
import { useAsync } from '../../components/hooks/use-async.ts';
import { useFormat } from '../../components/hooks/use-format.ts';
import { Section } from '../../components/section/section.tsx';
import { AccountForm, type VerifiedRole } from './components/account-form.tsx';
import { PackageGrid } from './components/package-grid.tsx';
import { loadVerifiedRole, saveVerifiedRole } from './verified-roles.ts';
import styles from './game-zone.module.css';

export interface GameZoneViewProps {
  zone: GameZone;
}

/** The game zone: account, package, quantity, payment, coupon, summary, buy / add to cart, notices, FAQ. */
export function GameZoneView({ zone }: GameZoneViewProps) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const navigate = usePartnerNavigate();
  const loginPath = useLoginPath();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [cart, setCart] = useAtom(cartAtom);
  const { checkout, submitting } = useCheckout();
  const { game } = zone;

  const [values, setValues] = useState<Record<string, string>>({});
  const [verified, setVerified] = useState<VerifiedRole | null>(() =>
    loadVerifiedRole(game.gameId),
  );
  const [checking, setChecking] = useState(false);
  const [idError, setIdError] = useState<string | null>(null);
  const [pkg, setPkg] = useState<GamePackage | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [payMethod, setPayMethod] = useState<PayMethod>('card');
  const [couponId, setCouponId] = useState<number | null>(null);

  useEffect(() => {
    setVerified(loadVerifiedRole(game.gameId));
    setPkg(null);
    setValues({});
  }, [game.gameId]);

  const methods = useAsync(() => api.paymentMethods(), [api]);
  const coupons = useAsync<Coupon[]>(
    async () =>
      loggedIn ? (await api.couponList({ status: 'available', page: 1, pageSize: 100 })).list : [],
    [api, loggedIn],
  );
  const quote = useAsync<Quote | null>(
    async () =>
      pkg
        ? api.quoteOrder(
            {
              items: [{ packageId: pkg.packageId, quantity }],
              payMethod,
              couponId: couponId ?? undefined,
            },
            { hideError: true },
          )
        : null,
    [api, pkg?.packageId, quantity, payMethod, couponId],
  );

  const onConfirmId = async () => {
    const playerId = (values.userId ?? '').trim();
    const serverId = (values.serverId ?? values.server ?? '').trim() || undefined;
    setChecking(true);
    setIdError(null);
    try {
      const role = await api.checkRole(
        { gameId: game.gameId, playerId, serverId },
        { hideError: true },
      );
      const ok = await confirm({
        title: t('mobile.gameZone.confirmIdTitle'),
        content: t('mobile.gameZone.confirmIdContent', {
          name: role.roleName,
          id: serverId ? `${playerId} (${serverId})` : playerId,
        }),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      });
      if (ok) {
        const next = { playerId: role.playerId, serverId: role.serverId, roleName: role.roleName };
        setVerified(next);
        saveVerifiedRole(game.gameId, next);
      }
    } catch (error) {
      const message = (error as { message?: string }).message;
      // A transport failure carries the request layer's English default: show it translated.
      setIdError(
        message === SYSTEM_EXCEPTION_MESSAGE
          ? t('errors.systemException')
          : message || t('errors.incorrectGameId'),
      );
    } finally {
      setChecking(false);
    }
  };

  const ready = (): boolean => {
    if (!verified) {
      showToast(t('errors.confirmGameId'));
      document.getElementById('step-account')?.scrollIntoView({ behavior: 'smooth' });
      return false;
    }
    if (!pkg) {
      showToast(t('mobile.gameZone.choosePackageFirst'));
      return false;
    }
    return true;
  };

  const onAddToCart = () => {
    if (!ready() || !pkg || !verified) return;
    const next = addLine(cart, {
      gameId: game.gameId,
      gameName: game.gameName,
      gameZonePath: game.gameZonePath,
      logo: game.logo,
      packageId: pkg.packageId,
      packageName: pkg.name,
      quantity,
      playerId: verified.playerId,
      serverId: verified.serverId,
      roleName: verified.roleName,
    });
    if (!next) {
      showToast(t('mobile.cart.full'));
      return;
    }
    setCart(next);
    showSuccess(t('mobile.gameZone.addedToCart'));
  };

  const onBuyNow = async () => {
    if (!ready() || !pkg || !verified) return;
    if (!loggedIn) {
      void navigate(loginPath);
      return;
    }
    await checkout({
      items: [
        {
          packageId: pkg.packageId,
          quantity,
          playerId: verified.playerId,
          serverId: verified.serverId ?? undefined,
          roleName: verified.roleName,
        },
      ],
      payMethod,
      couponId,
    }).catch(() => undefined);
  };

  const fields: AccountField[] = zone.accountFields;
  const cartCount = useMemo(() => cart.reduce((n, l) => n + l.quantity, 0), [cart]);

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
          fields={fields}
          values={values}
          onChange={(key, value) => {
            setIdError(null);
            setValues((v) => ({ ...v, [key]: value }));
          }}
          verified={verified}
          checking={checking}
          error={idError}
          onConfirm={() => void onConfirmId()}
          onEdit={() => {
            setValues(
              verified
                ? {
                    userId: verified.playerId,
                    ...(verified.serverId ? { serverId: verified.serverId } : {}),
                  }
                : {},
            );
            setVerified(null);
          }}
        />
      </Section>

      <Section title={t('mobile.gameZone.selectPackage')} step={2}>
        <PackageGrid
          packages={zone.packages}
          selectedId={pkg?.packageId ?? null}
          onSelect={setPkg}
        />
        <QuantityStepper
          label={t('order.quantity')}
          decreaseLabel={t('mobile.quantity.decrease')}
          increaseLabel={t('mobile.quantity.increase')}
          min={1}
          max={CART_MAX_QUANTITY}
          value={quantity}
          onChange={setQuantity}
          className={styles.quantity}
        />
      </Section>

      <Section title={t('order.paymentMethod')} step={3}>
        {methods.data ? (
          <PayMethods methods={methods.data} selected={payMethod} onSelect={setPayMethod} />
        ) : (
          <p className={styles.muted}>{t('common.loading')}</p>
        )}
        <div className={styles.couponRow}>
          <CouponPicker
            coupons={coupons.data ?? []}
            selectedId={couponId}
            onSelect={setCouponId}
            loggedIn={loggedIn}
            onLogin={() => void navigate(loginPath)}
          />
        </div>
      </Section>

      <Section title={t('mobile.gameZone.summary')}>
        <PriceSummary quote={quote.data ?? null} loading={quote.loading} />
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
          <Collapse accordion>
            {zone.faq.map((f) => (
              <Collapse.Panel key={f.question} title={f.question}>
                {f.answer}
              </Collapse.Panel>
            ))}
          </Collapse>
        </Section>
      ) : null}

      <div className={styles.buyBar}>
        <div className={styles.buyTotal}>
          <span className={styles.muted}>{t('order.total')}</span>
          <strong>{quote.data ? format.money(quote.data.total) : '—'}</strong>
        </div>
        <Button
          className={styles.cartButton}
          size="large"
          onClick={onAddToCart}
          aria-label={t('mobile.gameZone.addToCart')}
        >
          {t('mobile.gameZone.addToCart')}
          {cartCount > 0 ? <span className={styles.cartCount}>{cartCount}</span> : null}
        </Button>
        <Button
          className={styles.buyButton}
          color="primary"
          size="large"
          loading={submitting}
          onClick={() => void onBuyNow()}
        >
          {t('common.buyNow')}
        </Button>
      </div>
    </div>
  );
}
