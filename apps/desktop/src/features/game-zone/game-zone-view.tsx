import type { Coupon, GameZone, PayMethod, Quote } from '@gemlane/contract';
import type { CouponChoice, CouponFit, MethodOption } from '@gemlane/stores/purchase';
import type { BuyHintKey } from '@gemlane/stores/purchase/react';
import { useTranslation } from 'react-i18next';
import { GameLogo } from '../../components/game-logo.tsx';
import type { CouponCodeBoxProps } from '../../components/coupon-code-box.tsx';
import type { AccountFormProps } from './account-form.tsx';
// Part of the page's chunk, not a lazy part of its own: the server renders the whole zone, and a
// lazy part hydrates after its code arrives. A render of the page before then (the session
// appearing) replaced the server's steps with a placeholder and new fields, dropping a player ID
// typed or a package picked meanwhile.
import ZoneBody from './zone-body.tsx';

export interface GameZoneViewProps {
  zone: GameZone;
  account: AccountFormProps;
  packageId: number | null;
  onPackage: (id: number) => void;
  quantity: number;
  onQuantity: (q: number) => void;
  /** Each method with what it would charge and why it cannot, when it cannot. */
  methods: readonly MethodOption[];
  methodsLoading?: boolean;
  /** The method the order uses (null while none can take the amount). */
  payMethod: PayMethod | null;
  onPayMethod: (m: PayMethod) => void;
  loggedIn: boolean;
  coupons: readonly CouponFit[];
  couponsLoading?: boolean;
  /** The coupon the order uses: the best applicable one unless the shopper chose. */
  coupon: Coupon | null;
  /** The coupon code box (null for visitors). */
  couponCode?: CouponCodeBoxProps | null;
  onCoupon: (choice: CouponChoice) => void;
  quote: Quote | undefined;
  quoting: boolean;
  onBuy: () => void;
  buying: boolean;
  onAddToCart: () => void;
  /** Buy now and Add to cart are offered (the stores' rule), and what to do first when not. */
  canBuy: boolean;
  canAddToCart: boolean;
  buyHintKey: BuyHintKey | null;
}

/** The game zone: header, account, packages, quantity, payment, coupon, summary, actions, notices, FAQ. */
export function GameZoneView(p: GameZoneViewProps) {
  const { t } = useTranslation();
  const { game } = p.zone;
  return (
    <div className="container page zone">
      <header className="zone-head card">
        <GameLogo src={game.logo} size={96} eager />
        <div>
          <h1 className="page-title">{game.gameName}</h1>
          <p className="muted">{p.zone.description}</p>
          <p className="zone-meta">
            <span>{game.publisher}</span> ·{' '}
            <span>{t('topUp.delivery', { minutes: p.zone.deliveryMinutes })}</span>
          </p>
        </div>
      </header>
      <ZoneBody {...p} />
    </div>
  );
}
