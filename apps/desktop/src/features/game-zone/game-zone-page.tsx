import type { GameZone } from '@gemlane/contract';
import { isLoggedInAtom } from '@gemlane/stores';
import { useGameZone, useLoginPath, usePartnerNavigate } from '@gemlane/stores/router';
import { CHECK_ID_PARAM } from '@gemlane/stores/purchase';
import { usePurchase } from '@gemlane/stores/purchase/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { AsyncView } from '../../components/async-view.tsx';
import { useCouponCodeBox } from '../../components/coupon-code-box.tsx';
import { GameZoneView } from './game-zone-view.tsx';
import { useAppMessage } from '../../adapters/app-message.tsx';

const ZONE_SKELETON_ROWS = 12;

function ZoneScreen({ zone }: { zone: GameZone }) {
  const { t } = useTranslation();
  const message = useAppMessage();
  const navigate = usePartnerNavigate();
  const loginPath = useLoginPath();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const purchase = usePurchase({ zone, loggedIn, t: (key) => t(key as never) });
  const couponCode = useCouponCodeBox(purchase.coupons.code);
  // "Check your ID" from a failed order lands here with the cursor in the ID field.
  const [params] = useSearchParams();

  const buy = async () => {
    // The draft (ID, package, quantity, method, coupon) is kept: the login brings it back.
    if ((await purchase.buy()) === 'needsLogin') void navigate(loginPath);
  };

  const addToCart = () => {
    const added = purchase.addToCart();
    if (added.ok)
      void message.success(
        <span className="added-to-cart">
          {t('topUp.addedToCart')}{' '}
          <a
            href="/cart"
            onClick={(event) => {
              event.preventDefault();
              void navigate('/cart');
            }}
          >
            {t('topUp.viewCart')}
          </a>
        </span>,
      );
    else if (added.reason === 'cartFull') void message.error(t('topUp.cartFull'));
  };

  // The zone paints with its answer (also in the server render, where no payment call runs); the
  // methods and the summary show their own loading places until their calls answer.
  const { account } = purchase;
  return (
    <GameZoneView
      zone={zone}
      account={{
        fields: account.fields,
        values: account.values,
        onChange: account.setField,
        onConfirm: () => void account.confirm(),
        canConfirm: account.canConfirm,
        confirming: account.confirming,
        verified: account.verified,
        error: account.error,
        lastUsed: account.lastUsed,
        onUseLast: account.useLast,
        help: account.help,
        focusId: params.has(CHECK_ID_PARAM),
      }}
      packageId={purchase.packageId}
      onPackage={purchase.selectPackage}
      quantity={purchase.quantity}
      onQuantity={purchase.setQuantity}
      methods={purchase.methods.options}
      methodsLoading={purchase.methods.loading}
      payMethod={purchase.methods.selected}
      onPayMethod={purchase.methods.select}
      loggedIn={loggedIn}
      coupons={purchase.coupons.fits}
      couponsLoading={purchase.coupons.loading}
      coupon={purchase.coupons.selected}
      onCoupon={purchase.coupons.choose}
      couponCode={couponCode}
      quote={purchase.quote}
      quoting={purchase.quoting}
      onBuy={() => void buy()}
      buying={purchase.buying}
      onAddToCart={addToCart}
      canBuy={purchase.canBuy}
      canAddToCart={purchase.canAddToCart}
      buyHintKey={purchase.buyHintKey}
    />
  );
}

/** GameZone (`/gameZone/:gameZonePath`) and the legacy OldGameZone (`/gameZone?gameConfigId=`). */
export default function GameZonePage() {
  const api = useApi();
  const { t } = useTranslation();
  // The address (path, legacy id, none), the load and opening the zone are the stores' rule.
  // An unknown game shows the not-found page (no toast on top of it).
  const zone = useGameZone((request) => api.getGameZone(request, { hideError: true }));
  return (
    <AsyncView
      {...zone}
      onRetry={zone.reload}
      skeletonRows={ZONE_SKELETON_ROWS}
      notFoundOnward={{ to: '/switchGame', label: t('common.allGames') }}
    >
      {(data) => <ZoneScreen key={data.game.gameId} zone={data} />}
    </AsyncView>
  );
}
