import {
  discountBannerClosedAtom,
  discountBannerOffer,
  showOrderNoticeBanner,
  signUpOfferAtom,
  tradeNoticeAtom,
} from '@gemlane/stores';
import {
  buildPath,
  useLoginPath,
  usePartnerNavigate,
  type RouteName,
} from '@gemlane/stores/router';
import { formatMoney } from '@gemlane/i18n/format';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { BannerSlot } from '../../components/banners/banner-slot.tsx';
import { DiscountBanner } from '../../components/banners/discount-banner.tsx';
import { OrderNoticeBanner } from '../../components/banners/order-notice-banner.tsx';

/** The discount banner (game zone tabs, visitors with a discount) and the order notice (Home). */
export function BannersContainer({ route }: { route: RouteName | null }) {
  const navigate = usePartnerNavigate();
  const loginPath = useLoginPath();
  const { i18n } = useTranslation();
  const notice = useAtomValue(tradeNoticeAtom);
  const [closed, setClosed] = useAtom(discountBannerClosedAtom);
  // The banner invites a visitor to sign up (tap -> login).
  const offer = discountBannerOffer(route, useAtomValue(signUpOfferAtom), closed);

  // The offer is still on its way: the banner's place is kept so the zone does not jump.
  if (offer === 'pending') return <BannerSlot />;
  if (offer) {
    return (
      <DiscountBanner
        amount={formatMoney(offer.amount, offer.currency, i18n.language || 'en')}
        onTap={() => void navigate(loginPath)}
        onClose={() => setClosed(true)}
      />
    );
  }
  if (notice && showOrderNoticeBanner(route, notice)) {
    return (
      <OrderNoticeBanner
        notice={notice.orderNotice}
        onOpen={() => void navigate(buildPath('OrderDetail', {}, { orderId: notice.orderId }))}
      />
    );
  }
  return null;
}
